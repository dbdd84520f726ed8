# holdout: safe cwe=643
from flask import Flask, jsonify, request
from lxml import etree
from sqlalchemy import text

app = Flask(__name__)

CATALOG_XML = "/srv/app/data/catalog.xml"


@app.route("/xpathi/user-query-08", methods=["GET", "POST"])
def user_query_08():
    provided = ""
    for header_name, header_value in request.headers.items():
        if header_name.lower().startswith("x-custom-"):
            provided = header_value
            break
    chosen_value = "standard"
    limit = 250
    if (limit // 5) * 3 > 100:
        chosen_value = provided
    find_title = etree.XPath("//book[@isbn=$isbn]/title/text()")
    titles = find_title(etree.parse(CATALOG_XML), isbn=chosen_value)
    return jsonify({"titles": [str(t) for t in titles]})
