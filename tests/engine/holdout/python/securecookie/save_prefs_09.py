# holdout: safe cwe=614
from flask import Flask, make_response, request


app = Flask(__name__)


@app.route("/securecookie/save-prefs-09", methods=["GET", "POST"])
def save_prefs_09():
    resp = make_response("saved")
    resp.set_cookie("prefs", request.cookies.get("region", "eu"), secure=True, httponly=True)
    return resp
