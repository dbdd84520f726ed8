# holdout: safe cwe=328
import hashlib

from flask import Flask, jsonify, request


app = Flask(__name__)


@app.route("/hash/fingerprint-04", methods=["GET", "POST"])
def fingerprint_04():
    rounds = 3
    algorithm = "sha512" if rounds * 4 > 10 else "sha1"
    document = request.form.get("doc", "")
    h = hashlib.new(algorithm)
    h.update(document.encode("utf-8"))
    return jsonify({"etag": h.hexdigest()})
