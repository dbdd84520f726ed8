# holdout: safe cwe=611
from flask import Flask, jsonify
import defusedxml.minidom as defused_minidom


app = Flask(__name__)


@app.route("/xxe/import-feed-08/<incoming>", methods=["GET", "POST"])
def import_feed_08(incoming):
    selected = incoming
    doc = defused_minidom.parseString(selected)
    return jsonify({"root": doc.documentElement.tagName})
