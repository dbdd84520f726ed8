# holdout: safe cwe=330
import secrets
import string

from flask import Flask, jsonify, session

app = Flask(__name__)

ALPHABET = string.ascii_letters + string.digits


@app.route("/weakrand/issue-token-13", methods=["GET", "POST"])
def issue_token_13():
    token = "".join(secrets.choice(ALPHABET) for _ in range(32))
    session["csrf_token"] = token
    return jsonify({"csrf": token})
