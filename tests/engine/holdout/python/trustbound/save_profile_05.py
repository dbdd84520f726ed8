# holdout: vulnerable cwe=501
from flask import Flask, jsonify, session


app = Flask(__name__)


@app.route("/trustbound/save-profile-05/<incoming>", methods=["GET", "POST"])
def save_profile_05(incoming):
    bar = ""
    for ch in incoming:
        if ch != "\n":
            bar += ch
    session[bar] = True
    return jsonify({"saved": True})
