# holdout: safe cwe=611
import base64

from flask import Flask, jsonify, request
from urllib.parse import parse_qs
import defusedxml.minidom as defused_minidom


app = Flask(__name__)


@app.route("/xxe/import-feed-04", methods=["GET", "POST"])
def import_feed_04():
    parsed = parse_qs(request.query_string.decode("utf-8"))
    provided = parsed.get("tag", [""])[0]
    bar = base64.b64decode(base64.b64encode(provided.encode("utf-8"))).decode("utf-8")
    doc = defused_minidom.parseString(bar)
    return jsonify({"root": doc.documentElement.tagName})
