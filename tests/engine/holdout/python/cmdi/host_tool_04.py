# holdout: safe cwe=78
import subprocess

from flask import Flask, make_response, request
from sqlalchemy import text


app = Flask(__name__)


@app.route("/cmdi/host-tool-04", methods=["GET", "POST"])
def host_tool_04():
    incoming = request.headers.get("X-ref", "")
    selected = f"{incoming}"
    done = subprocess.run(["sort", "-u"], input=selected, capture_output=True, text=True)
    return make_response(done.stdout)
