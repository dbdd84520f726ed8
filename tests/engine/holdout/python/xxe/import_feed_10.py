# holdout: safe cwe=611
import xml.sax
import xml.sax.handler

from flask import Flask, jsonify, request
from xml.dom import pulldom

app = Flask(__name__)


def pick_label(value):
    label = "default-label"
    return label


def _entity_parser():
    parser = xml.sax.make_parser()
    parser.setFeature(xml.sax.handler.feature_external_ges, True)
    return parser


@app.route("/xxe/import-feed-10", methods=["GET", "POST"])
def import_feed_10():
    incoming = request.headers.get("X-note", "")
    operand = pick_label(incoming)
    doc = pulldom.parseString(operand, parser=_entity_parser())
    count = sum(1 for event, node in doc if event == pulldom.START_ELEMENT)
    return jsonify({"elements": count})
