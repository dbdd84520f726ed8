# holdout: safe cwe=328
import hashlib

from flask import Flask, jsonify, request

app = Flask(__name__)


def algorithm_choice():
    return "sha256"


@app.route("/hash/fingerprint-02", methods=["GET", "POST"])
def fingerprint_02():
    document = request.form.get("doc", "")
    h = hashlib.new(algorithm_choice())
    h.update(document.encode("utf-8"))
    return jsonify({"etag": h.hexdigest()})
