# holdout: vulnerable cwe=78
import os

from flask import Flask, jsonify, request


app = Flask(__name__)


@app.route("/cmdi/host-tool-01", methods=["GET", "POST"])
def host_tool_01():
    incoming = request.values.get("item") or ""
    bar = incoming[:128]
    status = os.system("ping -c 1 " + bar)
    return jsonify({"status": status})
