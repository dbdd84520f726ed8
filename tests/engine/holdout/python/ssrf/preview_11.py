# holdout: vulnerable cwe=918
import json

from flask import Flask, jsonify, request
import requests

app = Flask(__name__)


def normalise(value):
    return value.strip().lower()


@app.route("/ssrf/preview-11", methods=["GET", "POST"])
def preview_11():
    incoming = request.form.get("target", "")
    subject = normalise(incoming)
    reply = requests.post(f"http://{subject}/internal/ping", json={"from": "web"}, timeout=5)
    return jsonify({"status": reply.status_code})
