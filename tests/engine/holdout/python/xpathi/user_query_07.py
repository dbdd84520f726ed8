# holdout: vulnerable cwe=643
from flask import Flask, jsonify, request
from lxml import etree
from sqlalchemy import text

app = Flask(__name__)

USERS_XML = "/srv/app/data/users.xml"


@app.route("/xpathi/user-query-07", methods=["GET", "POST"])
def user_query_07():
    raw = request.args.get("term", "")
    selected = raw[:128]
    root = etree.parse(USERS_XML).getroot()
    roles = root.xpath(f"//user[name='{selected}']/role/text()")
    return jsonify({"roles": [str(r) for r in roles]})
