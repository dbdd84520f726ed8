# holdout: safe cwe=643
from flask import Flask, jsonify, request
from lxml import etree
from sqlalchemy import text

app = Flask(__name__)

USERS_XML = "/srv/app/data/users.xml"


@app.route("/xpathi/user-query-10", methods=["GET", "POST"])
def user_query_10():
    provided = ""
    for key in request.args.keys():
        if key.startswith("f_"):
            provided = key[2:]
    try:
        subject = str(int(provided))
    except ValueError:
        subject = "0"
    root = etree.parse(USERS_XML).getroot()
    roles = root.xpath(f"//user[name='{subject}']/role/text()")
    return jsonify({"roles": [str(r) for r in roles]})
