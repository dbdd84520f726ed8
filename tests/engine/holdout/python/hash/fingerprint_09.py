# holdout: vulnerable cwe=328
import hashlib

from flask import Flask, jsonify, request


app = Flask(__name__)


@app.route("/hash/fingerprint-09", methods=["GET", "POST"])
def fingerprint_09():
    email = request.form.get("email", "")
    token = hashlib.md5(email.strip().lower().encode("utf-8")).hexdigest()
    return jsonify({"avatar": token})
