# holdout: vulnerable cwe=94
from flask import Flask, render_template_string, request

app = Flask(__name__)


class Wrapper:
    def __init__(self, value):
        self.value = value

    def unwrap(self):
        return self.value


@app.route("/codeinj/calculator-05", methods=["GET", "POST"])
def calculator_05():
    payload = request.get_json(silent=True) or {}
    raw = str(payload.get("name", ""))
    selected = Wrapper(raw).unwrap()
    return render_template_string("<p>Hello " + selected + "</p>")
