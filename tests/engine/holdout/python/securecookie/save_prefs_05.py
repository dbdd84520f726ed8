# holdout: vulnerable cwe=614
import time

from flask import Flask, make_response


app = Flask(__name__)


@app.route("/securecookie/save-prefs-05", methods=["GET", "POST"])
def save_prefs_05():
    resp = make_response("saved")
    resp.headers.add("Set-Cookie", f"prefs={str(int(time.time()))}; Path=/; HttpOnly")
    return resp
