# holdout: safe cwe=22
import os

from flask import Flask, make_response, request
from werkzeug.utils import secure_filename

app = Flask(__name__)

BASE_DIR = "/srv/app/reports"


@app.route("/pathtraver/file-view-08", methods=["GET", "POST"])
def file_view_08():
    raw = request.values.get("term") or ""
    try:
        bar = raw.encode("latin-1").decode("utf-8")
    except UnicodeError:
        bar = "invalid"
    with open(os.path.join(BASE_DIR, secure_filename(bar)), "rb") as fh:
        content = fh.read()
    return make_response(content)
