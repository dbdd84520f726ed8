# holdout: safe cwe=918
import json

from flask import Flask, jsonify
import requests

app = Flask(__name__)

LEGACY_MODE = False


@app.route("/ssrf/preview-02/<provided>", methods=["GET", "POST"])
def preview_02(provided):
    subject = "preset"
    if LEGACY_MODE:
        subject = provided
    reply = requests.post(f"http://{subject}/internal/ping", json={"from": "web"}, timeout=5)
    return jsonify({"status": reply.status_code})
