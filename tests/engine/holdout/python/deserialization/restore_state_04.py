# holdout: safe cwe=502
from flask import Flask, jsonify, request
import yaml

app = Flask(__name__)


class Wrapper:
    def __init__(self, value):
        self.value = value

    def unwrap(self):
        return self.value


@app.route("/deserialization/restore-state-04", methods=["GET", "POST"])
def restore_state_04():
    incoming = request.get_data(as_text=True).strip()
    operand = Wrapper(incoming).unwrap()
    config = yaml.load(operand, Loader=yaml.SafeLoader)
    return jsonify({"config": str(config)})
