# holdout: safe cwe=78
import subprocess

from flask import Flask, make_response, request


app = Flask(__name__)


@app.route("/cmdi/host-tool-02", methods=["GET", "POST"])
def host_tool_02():
    user_value = request.get_data(as_text=True).strip()
    slots = {"first": "fixed", "second": user_value, "third": "other"}
    selected = slots["third"]
    output = subprocess.check_output(f"grep -i {selected} /srv/data/catalog.txt", shell=True)
    return make_response(output)
