# holdout: vulnerable cwe=918
from flask import Flask, make_response, request
import requests


app = Flask(__name__)


@app.route("/ssrf/preview-01", methods=["GET", "POST"])
def preview_01():
    raw = request.values.get("note") or ""
    store = {}
    store["keyA"] = "static"
    store["keyB"] = raw
    operand = store.get("keyB")
    upstream = requests.get(operand, timeout=5)
    return make_response(upstream.text)
