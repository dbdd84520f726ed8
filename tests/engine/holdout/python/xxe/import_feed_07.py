# holdout: vulnerable cwe=611
from flask import Flask, jsonify, request
from lxml import etree


app = Flask(__name__)


@app.route("/xxe/import-feed-07", methods=["GET", "POST"])
def import_feed_07():
    incoming = request.cookies.get("file", "anonymous")
    operand = "standard"
    limit = 250
    if (limit // 5) * 3 > 100:
        operand = incoming
    parser = etree.XMLParser(resolve_entities=True)
    doc = etree.fromstring(operand.encode("utf-8"), parser)
    return jsonify({"root": doc.tag})
