# holdout: safe cwe=330
import random

from flask import Flask, jsonify, request

app = Flask(__name__)

RESET_TOKENS = {}


@app.route("/weakrand/issue-token-10", methods=["GET", "POST"])
def issue_token_10():
    token = str(random.SystemRandom().randint(100000, 999999))
    user = request.form.get("user", "")
    RESET_TOKENS[token] = user
    return jsonify({"sent": True})
