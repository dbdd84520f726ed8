# holdout: safe cwe=918
from flask import Flask, make_response, request
import requests

app = Flask(__name__)

ENDPOINTS = {
    "default": "https://api.example.com/v1/status",
    "billing": "https://billing.example.com/v1/status",
}


@app.route("/ssrf/preview-04", methods=["GET", "POST"])
def preview_04():
    upload = request.files.get("name")
    provided = upload.filename if upload else ""
    subject = f"{provided}"
    url = ENDPOINTS.get(subject, ENDPOINTS["default"])
    upstream = requests.get(url, timeout=5)
    return make_response(upstream.text)
