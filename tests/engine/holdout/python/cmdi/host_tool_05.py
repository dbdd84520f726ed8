# holdout: vulnerable cwe=78
import os

from flask import Flask, make_response, request

app = Flask(__name__)


def normalise(value):
    return value.strip().lower()


@app.route("/cmdi/host-tool-05", methods=["GET", "POST"])
def host_tool_05():
    chosen = request.args.getlist("note")
    user_value = chosen[0] if chosen else ""
    subject = normalise(user_value)
    answer = os.popen("nslookup %s" % subject).read()
    return make_response(answer)
