# holdout: safe cwe=614
from flask import Flask, make_response, request


app = Flask(__name__)


@app.route("/securecookie/save-prefs-12", methods=["GET", "POST"])
def save_prefs_12():
    resp = make_response("saved")
    resp.headers.add("Set-Cookie", f"prefs={request.cookies.get("region", "eu")}; Path=/; Secure; HttpOnly")
    return resp
