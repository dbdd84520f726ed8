# holdout: vulnerable cwe=501
from flask import Flask, jsonify, request, session
from urllib.parse import parse_qs
from urllib.parse import unquote


app = Flask(__name__)


@app.route("/trustbound/save-profile-01", methods=["GET", "POST"])
def save_profile_01():
    parsed = parse_qs(request.query_string.decode("utf-8"))
    raw = parsed.get("sort", [""])[0]
    subject = unquote(raw)
    session["display_name"] = subject
    return jsonify({"saved": True})
