# holdout: safe cwe=79
import html

from flask import Flask, Response, request
from sqlalchemy import text


app = Flask(__name__)


@app.route("/xss/greeting-02", methods=["GET", "POST"])
def greeting_02():
    user_value = request.headers.get("X-term", "")
    items = ["north", user_value, "south"]
    items.pop(0)
    selected = items[1]
    return Response("<h2>%s</h2>" % selected, mimetype="text/html")
