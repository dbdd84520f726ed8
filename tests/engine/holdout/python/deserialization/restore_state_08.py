# holdout: safe cwe=502
from flask import Flask, jsonify, request
import yaml


app = Flask(__name__)


@app.route("/deserialization/restore-state-08", methods=["GET", "POST"])
def restore_state_08():
    provided = request.args.get("file", "")
    mode = "ABC"[2]
    if mode == "A":
        operand = provided
    elif mode == "B":
        operand = "bob"
    else:
        operand = provided
    config = yaml.load(operand, Loader=yaml.SafeLoader)
    return jsonify({"config": str(config)})
