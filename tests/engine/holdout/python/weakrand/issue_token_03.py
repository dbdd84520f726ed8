# holdout: vulnerable cwe=330
import random
import string

from flask import Flask, jsonify, session

app = Flask(__name__)

ALPHABET = string.ascii_letters + string.digits


@app.route("/weakrand/issue-token-03", methods=["GET", "POST"])
def issue_token_03():
    token = "".join(random.choice(ALPHABET) for _ in range(32))
    session["csrf_token"] = token
    return jsonify({"csrf": token})
