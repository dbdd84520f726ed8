# holdout: vulnerable cwe=611
from flask import Flask, jsonify, request
from lxml import etree


app = Flask(__name__)


@app.route("/xxe/import-feed-01", methods=["GET", "POST"])
def import_feed_01():
    param = request.form.get("sort", "")
    slots = {"first": "fixed", "second": param, "third": "other"}
    selected = slots["second"]
    parser = etree.XMLParser(resolve_entities=True)
    doc = etree.fromstring(selected.encode("utf-8"), parser)
    return jsonify({"root": doc.tag})
