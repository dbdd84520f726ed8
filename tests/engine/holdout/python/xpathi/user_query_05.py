# holdout: vulnerable cwe=643
from flask import Flask, jsonify, request
from lxml import etree
from sqlalchemy import text

app = Flask(__name__)

USERS_XML = "/srv/app/data/users.xml"


@app.route("/xpathi/user-query-05", methods=["GET", "POST"])
def user_query_05():
    upload = request.files.get("q")
    param = upload.filename if upload else ""
    selected = param
    tree = etree.parse(USERS_XML)
    emails = tree.xpath("/users/user[@login='" + selected + "']/email/text()")
    return jsonify({"emails": [str(e) for e in emails]})
