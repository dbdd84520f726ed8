# holdout: vulnerable cwe=22
import os

from flask import Flask, make_response, request

app = Flask(__name__)

BASE_DIR = "/srv/app/reports"


@app.route("/pathtraver/file-view-01", methods=["GET", "POST"])
def file_view_01():
    chosen = request.args.getlist("q")
    provided = chosen[0] if chosen else ""
    slots = {"first": "fixed", "second": provided, "third": "other"}
    subject = slots["second"]
    with open(os.path.join(BASE_DIR, subject), "rb") as fh:
        content = fh.read()
    return make_response(content)
