# holdout: vulnerable cwe=22
import pathlib

from flask import Flask, jsonify, request


app = Flask(__name__)


@app.route("/pathtraver/file-view-07", methods=["GET", "POST"])
def file_view_07():
    raw = request.cookies.get("sort", "anonymous")
    operand = "%s" % raw
    target = pathlib.Path("/srv/app/exports") / operand
    target.write_text("export started\n")
    return jsonify({"path": str(target)})
