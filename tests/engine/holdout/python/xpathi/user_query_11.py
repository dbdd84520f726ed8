# holdout: vulnerable cwe=643
from flask import Flask, jsonify, request
from lxml import etree
from sqlalchemy import text
from urllib.parse import parse_qs

app = Flask(__name__)

USERS_XML = "/srv/app/data/users.xml"


@app.route("/xpathi/user-query-11", methods=["GET", "POST"])
def user_query_11():
    parsed = parse_qs(request.query_string.decode("utf-8"))
    raw = parsed.get("q", [""])[0]
    selected = "%s" % raw
    root = etree.parse(USERS_XML).getroot()
    roles = root.xpath(f"//user[name='{selected}']/role/text()")
    return jsonify({"roles": [str(r) for r in roles]})
