# holdout: safe cwe=614
from flask import Flask, make_response, request


app = Flask(__name__)


@app.route("/securecookie/save-prefs-10", methods=["GET", "POST"])
def save_prefs_10():
    secure_flag = True
    resp = make_response("saved")
    resp.set_cookie("session_hint", request.args.get("theme", "light"), secure=secure_flag, httponly=True)
    return resp
