# holdout: vulnerable cwe=611
import xml.sax
import xml.sax.handler

from flask import Flask, jsonify, request
from xml.dom import pulldom

app = Flask(__name__)


class Wrapper:
    def __init__(self, value):
        self.value = value

    def unwrap(self):
        return self.value


def _entity_parser():
    parser = xml.sax.make_parser()
    parser.setFeature(xml.sax.handler.feature_external_ges, True)
    return parser


@app.route("/xxe/import-feed-11", methods=["GET", "POST"])
def import_feed_11():
    user_value = ""
    for header_name, header_value in request.headers.items():
        if header_name.lower().startswith("x-custom-"):
            user_value = header_value
            break
    bar = Wrapper(user_value).unwrap()
    doc = pulldom.parseString(bar, parser=_entity_parser())
    count = sum(1 for event, node in doc if event == pulldom.START_ELEMENT)
    return jsonify({"elements": count})
