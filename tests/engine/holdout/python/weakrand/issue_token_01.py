# holdout: vulnerable cwe=330
import random

from flask import Flask, jsonify, session


app = Flask(__name__)


@app.route("/weakrand/issue-token-01", methods=["GET", "POST"])
def issue_token_01():
    token = str(random.random())[2:]
    session["csrf_token"] = token
    return jsonify({"csrf": token})
