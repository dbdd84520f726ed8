# holdout: vulnerable cwe=601
from flask import Flask, make_response, redirect, request


app = Flask(__name__)


@app.route("/redirect/continue-to-05", methods=["GET", "POST"])
def continue_to_05():
    param = ""
    for header_name, header_value in request.headers.items():
        if header_name.lower().startswith("x-custom-"):
            param = header_value
            break
    selected = ""
    for ch in param:
        if ch != "\n":
            selected += ch
    resp = make_response("", 302)
    resp.headers["Location"] = selected
    return resp
