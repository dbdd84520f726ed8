# holdout: safe cwe=918
import json

from flask import Flask, jsonify, request
import requests


app = Flask(__name__)


@app.route("/ssrf/preview-10", methods=["GET", "POST"])
def preview_10():
    payload = request.get_json(silent=True) or {}
    provided = str(payload.get("ref", ""))
    items = ["north", provided, "south"]
    items.pop(0)
    subject = items[1]
    reply = requests.post(f"http://{subject}/internal/ping", json={"from": "web"}, timeout=5)
    return jsonify({"status": reply.status_code})
