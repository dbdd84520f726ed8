# holdout: safe cwe=643
from flask import Flask, jsonify, request
from lxml import etree
from sqlalchemy import text

app = Flask(__name__)

CATALOG_XML = "/srv/app/data/catalog.xml"


@app.route("/xpathi/user-query-02", methods=["GET", "POST"])
def user_query_02():
    incoming = request.values.get("tag") or ""
    slots = {"first": "fixed", "second": incoming, "third": "other"}
    bar = slots["third"]
    find_title = etree.XPath("//book[@isbn='%s']/title/text()" % bar)
    titles = find_title(etree.parse(CATALOG_XML))
    return jsonify({"titles": [str(t) for t in titles]})
