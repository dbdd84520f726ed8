# holdout: vulnerable cwe=78
import subprocess

from flask import Flask, make_response, request
from urllib.parse import parse_qs


app = Flask(__name__)


@app.route("/cmdi/host-tool-07", methods=["GET", "POST"])
def host_tool_07():
    parsed = parse_qs(request.query_string.decode("utf-8"))
    provided = parsed.get("tag", [""])[0]
    subject = provided.split(",")[0]
    proc = subprocess.Popen(["/bin/sh", "-c", "echo " + subject], stdout=subprocess.PIPE)
    out, _ = proc.communicate()
    return make_response(out)
