# holdout: vulnerable cwe=79
from flask import Flask, request


app = Flask(__name__)


@app.route("/xss/greeting-07", methods=["GET", "POST"])
def greeting_07():
    param = request.values.get("note") or ""
    slots = {"first": "fixed", "second": param, "third": "other"}
    operand = slots["second"]
    return "<p>Hello " + operand + "</p>"
