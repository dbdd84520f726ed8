# holdout: vulnerable cwe=918
from flask import Flask, jsonify, request
import httpx


app = Flask(__name__)


@app.route("/ssrf/preview-05", methods=["GET", "POST"])
def preview_05():
    param = request.headers.get("X-next", "")
    chosen_value = param[:128]
    reply = httpx.get("https://" + chosen_value + "/status")
    return jsonify({"status": reply.status_code})
