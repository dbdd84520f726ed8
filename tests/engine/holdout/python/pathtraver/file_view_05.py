# holdout: vulnerable cwe=22
import os

from flask import Flask, jsonify


app = Flask(__name__)


@app.route("/pathtraver/file-view-05/<param>", methods=["GET", "POST"])
def file_view_05(param):
    bar = "{}".format(param).strip()
    os.remove(f"/srv/app/tmp/{bar}")
    return jsonify({"deleted": True})
