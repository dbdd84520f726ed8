# holdout: vulnerable cwe=601
from flask import Flask, make_response, redirect, request


app = Flask(__name__)


@app.route("/redirect/continue-to-11", methods=["GET", "POST"])
def continue_to_11():
    provided = ""
    for key in request.args.keys():
        if key.startswith("f_"):
            provided = key[2:]
    selected = f"{provided}"
    resp = make_response("", 302)
    resp.headers["Location"] = selected
    return resp
