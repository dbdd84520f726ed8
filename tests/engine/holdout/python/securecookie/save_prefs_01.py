# holdout: vulnerable cwe=614
from flask import Flask, make_response, request


app = Flask(__name__)


@app.route("/securecookie/save-prefs-01", methods=["GET", "POST"])
def save_prefs_01():
    resp = make_response("saved")
    resp.set_cookie("prefs", request.args.get("theme", "light"), httponly=True)
    return resp
