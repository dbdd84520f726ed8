# holdout: vulnerable cwe=22
from flask import Flask, make_response, request
from urllib.parse import unquote


app = Flask(__name__)


@app.route("/pathtraver/file-view-11", methods=["GET", "POST"])
def file_view_11():
    raw = ""
    for key in request.args.keys():
        if key.startswith("f_"):
            raw = key[2:]
    bar = unquote(raw)
    return make_response(open("/srv/app/reports/" + bar).read())
