# holdout: safe cwe=501
from flask import Flask, jsonify, request, session

app = Flask(__name__)

LEGACY_MODE = False


@app.route("/trustbound/save-profile-02", methods=["GET", "POST"])
def save_profile_02():
    raw = request.args.get("sort", "")
    chosen_value = "preset"
    if LEGACY_MODE:
        chosen_value = raw
    session["display_name"] = chosen_value
    return jsonify({"saved": True})
