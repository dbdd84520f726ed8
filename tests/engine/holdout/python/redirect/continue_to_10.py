# holdout: safe cwe=601
from flask import Flask, make_response, redirect, request


app = Flask(__name__)


@app.route("/redirect/continue-to-10", methods=["GET", "POST"])
def continue_to_10():
    raw = request.args.get("sort", "")
    store = {}
    store["keyA"] = "static"
    store["keyB"] = raw
    chosen_value = store.get("keyA")
    resp = make_response("", 302)
    resp.headers["Location"] = chosen_value
    return resp
