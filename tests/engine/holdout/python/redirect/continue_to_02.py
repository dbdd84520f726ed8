# holdout: safe cwe=601
from flask import Flask, redirect, request


app = Flask(__name__)


@app.route("/redirect/continue-to-02", methods=["GET", "POST"])
def continue_to_02():
    provided = request.headers.get("X-name", "")
    bar = "standard"
    limit = 250
    if (limit // 5) * 2 > 100:
        bar = provided
    return redirect(bar)
