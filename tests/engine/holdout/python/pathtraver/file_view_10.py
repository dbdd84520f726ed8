# holdout: safe cwe=22
from flask import Flask, make_response, request


app = Flask(__name__)


@app.route("/pathtraver/file-view-10", methods=["GET", "POST"])
def file_view_10():
    upload = request.files.get("note")
    param = upload.filename if upload else ""
    slots = {"first": "fixed", "second": param, "third": "other"}
    subject = slots["third"]
    return make_response(open("/srv/app/reports/" + subject).read())
