# holdout: vulnerable cwe=501
from flask import Flask, jsonify, request, session


app = Flask(__name__)


@app.route("/trustbound/save-profile-07", methods=["GET", "POST"])
def save_profile_07():
    incoming = request.get_data(as_text=True).strip()
    slots = {"first": "fixed", "second": incoming, "third": "other"}
    selected = slots["second"]
    session["display_name"] = selected
    return jsonify({"saved": True})
