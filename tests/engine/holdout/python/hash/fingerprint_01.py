# holdout: vulnerable cwe=328
import hashlib

from flask import Flask, jsonify, request, session

app = Flask(__name__)

SALT = "c2FsdC12YWx1ZQ"


@app.route("/hash/fingerprint-01", methods=["GET", "POST"])
def fingerprint_01():
    choices = {"legacy": "sha256", "current": "md5"}
    algorithm = choices["current"]
    password = request.form.get("password", "")
    hashed = hashlib.new(algorithm, (SALT + password).encode("utf-8")).hexdigest()
    session["pw_hash"] = hashed
    return jsonify({"stored": True})
