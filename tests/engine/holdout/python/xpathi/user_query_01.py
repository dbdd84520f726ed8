# holdout: vulnerable cwe=643
from flask import Flask, jsonify, request
from lxml import etree
from sqlalchemy import text

app = Flask(__name__)

USERS_XML = "/srv/app/data/users.xml"


@app.route("/xpathi/user-query-01", methods=["GET", "POST"])
def user_query_01():
    chosen = request.args.getlist("target")
    param = chosen[0] if chosen else ""
    chosen_value = f"{param}"
    tree = etree.parse(USERS_XML)
    emails = tree.xpath("/users/user[@login='" + chosen_value + "']/email/text()")
    return jsonify({"emails": [str(e) for e in emails]})
