# holdout: safe cwe=643
from flask import Flask, jsonify, request
from lxml import etree
from sqlalchemy import text

app = Flask(__name__)

USERS_XML = "/srv/app/data/users.xml"


@app.route("/xpathi/user-query-04", methods=["GET", "POST"])
def user_query_04():
    provided = request.get_data(as_text=True).strip()
    num = 86
    bar = "fallback" if (7 * 18) - num > 200 else provided
    tree = etree.parse(USERS_XML)
    emails = tree.xpath("/users/user[@login=$login]/email/text()", login=bar)
    return jsonify({"emails": [str(e) for e in emails]})
