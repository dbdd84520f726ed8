# holdout: vulnerable cwe=614
import time

from flask import Flask, make_response


app = Flask(__name__)


@app.route("/securecookie/save-prefs-02", methods=["GET", "POST"])
def save_prefs_02():
    resp = make_response("saved")
    resp.set_cookie("prefs", str(int(time.time())), secure=False, httponly=True)
    return resp
