# holdout: vulnerable cwe=918
import urllib.request

from flask import Flask, make_response, request


app = Flask(__name__)


@app.route("/ssrf/preview-07", methods=["GET", "POST"])
def preview_07():
    incoming = request.args.get("q", "")
    bar = "%s" % incoming
    req = urllib.request.Request(bar, headers={"User-Agent": "preview-bot"})
    with urllib.request.urlopen(req, timeout=5) as remote:
        return make_response(remote.read(2048))
