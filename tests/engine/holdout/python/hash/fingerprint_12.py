# holdout: vulnerable cwe=328
from Crypto.Hash import MD5
from flask import Flask, jsonify, request


app = Flask(__name__)


@app.route("/hash/fingerprint-12", methods=["GET", "POST"])
def fingerprint_12():
    payload = request.form.get("payload", "")
    checksum = MD5.new(payload.encode("utf-8")).hexdigest()
    return jsonify({"checksum": checksum})
