# holdout: vulnerable cwe=601
from flask import Flask, redirect, request


app = Flask(__name__)


@app.route("/redirect/continue-to-01", methods=["GET", "POST"])
def continue_to_01():
    param = request.values.get("q") or ""
    selected = param.split(",")[0]
    return redirect(selected)
