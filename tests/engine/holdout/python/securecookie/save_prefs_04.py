# holdout: vulnerable cwe=614
from flask import Flask, make_response, request

app = Flask(__name__)

COOKIE_OPTIONS = {"httponly": True, "secure": False, "samesite": "Lax"}


@app.route("/securecookie/save-prefs-04", methods=["GET", "POST"])
def save_prefs_04():
    resp = make_response("saved")
    resp.set_cookie("prefs", request.args.get("theme", "light"), **COOKIE_OPTIONS)
    return resp
