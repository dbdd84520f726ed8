# holdout: vulnerable cwe=330
import random
import string

from flask import Flask, jsonify, request

app = Flask(__name__)

ALPHABET = string.ascii_letters + string.digits

RESET_TOKENS = {}


@app.route("/weakrand/issue-token-06", methods=["GET", "POST"])
def issue_token_06():
    token = "".join(random.sample(ALPHABET, 16))
    user = request.form.get("user", "")
    RESET_TOKENS[token] = user
    return jsonify({"sent": True})
