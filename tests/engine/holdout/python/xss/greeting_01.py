# holdout: vulnerable cwe=79
from flask import Flask, request


app = Flask(__name__)


@app.route("/xss/greeting-01", methods=["GET", "POST"])
def greeting_01():
    provided = ""
    for key in request.args.keys():
        if key.startswith("f_"):
            provided = key[2:]
    store = {}
    store["keyA"] = "static"
    store["keyB"] = provided
    bar = store.get("keyB")
    return "<p>Hello " + bar + "</p>"
