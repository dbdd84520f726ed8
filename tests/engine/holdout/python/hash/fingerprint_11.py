# holdout: safe cwe=328
import hashlib

from flask import Flask, jsonify, request, session


app = Flask(__name__)


@app.route("/hash/fingerprint-11", methods=["GET", "POST"])
def fingerprint_11():
    password = request.form.get("password", "")
    digest = hashlib.sha256(password.encode("utf-8")).hexdigest()
    session["pw_hash"] = digest
    return jsonify({"stored": True})
