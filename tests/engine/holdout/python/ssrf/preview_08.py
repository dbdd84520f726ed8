# holdout: safe cwe=918
from flask import Flask, make_response, request
import requests

app = Flask(__name__)

ENDPOINTS = {
    "default": "https://api.example.com/v1/status",
    "billing": "https://billing.example.com/v1/status",
}


@app.route("/ssrf/preview-08", methods=["GET", "POST"])
def preview_08():
    param = ""
    for key in request.args.keys():
        if key.startswith("f_"):
            param = key[2:]
    items = ["north", param, "south"]
    items.pop(0)
    bar = items[0]
    url = ENDPOINTS.get(bar, ENDPOINTS["default"])
    upstream = requests.get(url, timeout=5)
    return make_response(upstream.text)
