# holdout: safe cwe=78
import subprocess

from flask import Flask, jsonify, request


app = Flask(__name__)


@app.route("/cmdi/host-tool-10", methods=["GET", "POST"])
def host_tool_10():
    provided = ""
    for header_name, header_value in request.headers.items():
        if header_name.lower().startswith("x-custom-"):
            provided = header_value
            break
    store = {}
    store["keyA"] = "static"
    store["keyB"] = provided
    selected = store.get("keyA")
    code = subprocess.call("tar czf /tmp/export.tgz " + selected, shell=True)
    return jsonify({"code": code})
