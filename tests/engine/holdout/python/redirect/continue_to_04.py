# holdout: safe cwe=601
from flask import Flask, redirect, request, url_for

app = Flask(__name__)

ALLOWED_PATHS = {"/", "/account", "/orders"}


@app.route("/redirect/continue-to-04", methods=["GET", "POST"])
def continue_to_04():
    chosen = request.args.getlist("term")
    raw = chosen[0] if chosen else ""
    subject = "%s" % raw
    if subject not in ALLOWED_PATHS:
        return redirect(url_for("index"))
    return redirect(subject)
