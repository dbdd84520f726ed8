# holdout: safe cwe=501
from flask import Flask, jsonify, request, session


app = Flask(__name__)


@app.route("/trustbound/save-profile-08", methods=["GET", "POST"])
def save_profile_08():
    incoming = ""
    for key in request.args.keys():
        if key.startswith("f_"):
            incoming = key[2:]
    bar = incoming
    session["search_length"] = len(bar)
    return jsonify({"saved": True})
