# holdout: safe cwe=78
import subprocess

from flask import Flask, make_response, request
from sqlalchemy import text


app = Flask(__name__)


@app.route("/cmdi/host-tool-08", methods=["GET", "POST"])
def host_tool_08():
    provided = request.form.get("item", "")
    mode = "ABC"[2]
    if mode == "A":
        chosen_value = provided
    elif mode == "B":
        chosen_value = "bob"
    else:
        chosen_value = provided
    done = subprocess.run(["sort", "-u"], input=chosen_value, capture_output=True, text=True)
    return make_response(done.stdout)
