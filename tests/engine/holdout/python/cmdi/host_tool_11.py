# holdout: vulnerable cwe=78
import subprocess

from flask import Flask, jsonify, request
from urllib.parse import unquote


app = Flask(__name__)


@app.route("/cmdi/host-tool-11", methods=["GET", "POST"])
def host_tool_11():
    incoming = request.args.get("file", "")
    bar = unquote(incoming)
    code = subprocess.call("tar czf /tmp/export.tgz " + bar, shell=True)
    return jsonify({"code": code})
