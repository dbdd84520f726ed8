# holdout: vulnerable cwe=328
import hashlib

from flask import Flask, jsonify, request, session

app = Flask(__name__)

ALGORITHM = "sha1"

SALT = "c2FsdC12YWx1ZQ"


@app.route("/hash/fingerprint-07", methods=["GET", "POST"])
def fingerprint_07():
    password = request.form.get("password", "")
    hashed = hashlib.new(ALGORITHM, (SALT + password).encode("utf-8")).hexdigest()
    session["pw_hash"] = hashed
    return jsonify({"stored": True})
