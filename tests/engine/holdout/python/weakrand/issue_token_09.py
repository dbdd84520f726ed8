# holdout: safe cwe=330
import secrets

from flask import Flask, jsonify, session


app = Flask(__name__)


@app.route("/weakrand/issue-token-09", methods=["GET", "POST"])
def issue_token_09():
    token = secrets.token_urlsafe(32)
    session["csrf_token"] = token
    return jsonify({"csrf": token})
