# holdout: safe cwe=22
import os

from flask import Flask, request, send_file

app = Flask(__name__)

REPORTS = "/srv/app/reports"


@app.route("/pathtraver/file-view-02", methods=["GET", "POST"])
def file_view_02():
    incoming = request.args.get("name", "")
    items = ["north", incoming, "south"]
    items.pop(0)
    bar = items[1]
    return send_file(os.path.join(REPORTS, bar))
