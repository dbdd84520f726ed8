# holdout: safe cwe=328
import hashlib
import os

from flask import Flask, jsonify, request


app = Flask(__name__)


@app.route("/hash/fingerprint-08", methods=["GET", "POST"])
def fingerprint_08():
    algorithm = os.environ.get("APP_ALGORITHM", "blake2b")
    document = request.form.get("doc", "")
    h = hashlib.new(algorithm)
    h.update(document.encode("utf-8"))
    return jsonify({"etag": h.hexdigest()})
