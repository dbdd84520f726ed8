# holdout: safe cwe=614
import time

from flask import Flask, make_response

app = Flask(__name__)

COOKIE_OPTIONS = {"httponly": True, "secure": True, "samesite": "Lax"}


@app.route("/securecookie/save-prefs-11", methods=["GET", "POST"])
def save_prefs_11():
    resp = make_response("saved")
    resp.set_cookie("prefs", str(int(time.time())), **COOKIE_OPTIONS)
    return resp
