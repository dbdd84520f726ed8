# holdout: safe cwe=22
import os

from flask import Flask, make_response, request
from urllib.parse import parse_qs

app = Flask(__name__)

BASE_DIR = "/srv/app/reports"


@app.route("/pathtraver/file-view-04", methods=["GET", "POST"])
def file_view_04():
    parsed = parse_qs(request.query_string.decode("utf-8"))
    incoming = parsed.get("tag", [""])[0]
    items = ["north", incoming, "south"]
    items.pop(0)
    bar = items[0]
    candidate = os.path.realpath(os.path.join(BASE_DIR, bar))
    if not candidate.startswith(BASE_DIR + os.sep):
        return make_response("bad path")
    with open(candidate, "rb") as fh:
        return make_response(fh.read())
