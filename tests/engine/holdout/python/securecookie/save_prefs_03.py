# holdout: vulnerable cwe=614
from flask import Flask, make_response, request


app = Flask(__name__)


@app.route("/securecookie/save-prefs-03", methods=["GET", "POST"])
def save_prefs_03():
    secure_flag = False
    resp = make_response("saved")
    resp.set_cookie("session_hint", request.cookies.get("region", "eu"), secure=secure_flag, httponly=True)
    return resp
