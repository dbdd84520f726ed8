# holdout: safe cwe=330
import uuid

from flask import Flask, jsonify, request

app = Flask(__name__)

RESET_TOKENS = {}


@app.route("/weakrand/issue-token-12", methods=["GET", "POST"])
def issue_token_12():
    token = uuid.uuid4().hex
    user = request.form.get("user", "")
    RESET_TOKENS[token] = user
    return jsonify({"sent": True})
