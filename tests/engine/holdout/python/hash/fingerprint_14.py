# holdout: safe cwe=328
import hashlib

from flask import Flask, jsonify, request


app = Flask(__name__)


@app.route("/hash/fingerprint-14", methods=["GET", "POST"])
def fingerprint_14():
    payload = request.form.get("payload", "")
    checksum = hashlib.blake2b(payload.encode("utf-8"), digest_size=32).hexdigest()
    return jsonify({"checksum": checksum})
