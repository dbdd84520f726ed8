# holdout: safe cwe=611
import io
import xml.sax
import xml.sax.handler

from flask import Flask, jsonify, request

app = Flask(__name__)

ALLOWED = {"alpha", "beta", "gamma"}


@app.route("/xxe/import-feed-02", methods=["GET", "POST"])
def import_feed_02():
    payload = request.get_json(silent=True) or {}
    incoming = str(payload.get("target", ""))
    operand = incoming if incoming in ALLOWED else "alpha"
    handler = xml.sax.handler.ContentHandler()
    parser = xml.sax.make_parser()
    parser.setFeature(xml.sax.handler.feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(io.StringIO(operand))
    return jsonify({"parsed": True})
