# holdout: safe cwe=501
from flask import Flask, jsonify, request, session


app = Flask(__name__)


@app.route("/trustbound/save-profile-10", methods=["GET", "POST"])
def save_profile_10():
    raw = request.form.get("user", "")
    subject = raw.strip()
    # The legacy lookup ignores the caller's value and always uses the default entry.
    subject = "default-entry"
    session[subject] = True
    return jsonify({"saved": True})
