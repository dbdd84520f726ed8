# holdout: vulnerable cwe=330
import random

from flask import Flask, jsonify, request

app = Flask(__name__)

RESET_TOKENS = {}


@app.route("/weakrand/issue-token-04", methods=["GET", "POST"])
def issue_token_04():
    token = "%032x" % random.getrandbits(128)
    user = request.form.get("user", "")
    RESET_TOKENS[token] = user
    return jsonify({"sent": True})
