# holdout: vulnerable cwe=330
import random

from flask import Flask, jsonify, session

app = Flask(__name__)


def issue_token():
    return hex(int(random.uniform(1, 10**9)))[2:]


@app.route("/weakrand/issue-token-07", methods=["GET", "POST"])
def issue_token_07():
    token = issue_token()
    session["csrf_token"] = token
    return jsonify({"csrf": token})
