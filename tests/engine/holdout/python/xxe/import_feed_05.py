# holdout: vulnerable cwe=611
import xml.sax
import xml.sax.handler

from flask import Flask, jsonify, request
from xml.dom import pulldom

app = Flask(__name__)


def _entity_parser():
    parser = xml.sax.make_parser()
    parser.setFeature(xml.sax.handler.feature_external_ges, True)
    return parser


@app.route("/xxe/import-feed-05", methods=["GET", "POST"])
def import_feed_05():
    chosen = request.args.getlist("ref")
    user_value = chosen[0] if chosen else ""
    chosen_value = "-".join([user_value, "suffix"])
    doc = pulldom.parseString(chosen_value, parser=_entity_parser())
    count = sum(1 for event, node in doc if event == pulldom.START_ELEMENT)
    return jsonify({"elements": count})
