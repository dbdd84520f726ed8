# holdout: safe cwe=501
import base64

from flask import Flask, jsonify, request, session


app = Flask(__name__)


@app.route("/trustbound/save-profile-04", methods=["GET", "POST"])
def save_profile_04():
    incoming = request.headers.get("X-note", "")
    chosen_value = base64.b64decode(base64.b64encode(incoming.encode("utf-8"))).decode("utf-8")
    session["search_length"] = len(chosen_value)
    return jsonify({"saved": True})
