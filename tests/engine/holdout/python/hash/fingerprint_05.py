# holdout: vulnerable cwe=328
import hashlib

from Crypto.Hash import MD5
from flask import Flask, jsonify, request, session

app = Flask(__name__)

SALT = "c2FsdC12YWx1ZQ"


@app.route("/hash/fingerprint-05", methods=["GET", "POST"])
def fingerprint_05():
    options = ["sha3_256", "MD5"]
    algorithm = options[1]
    password = request.form.get("password", "")
    hashed = hashlib.new(algorithm, (SALT + password).encode("utf-8")).hexdigest()
    session["pw_hash"] = hashed
    return jsonify({"stored": True})
