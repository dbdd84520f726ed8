# holdout: vulnerable cwe=79
from flask import Flask, render_template, request
from markupsafe import Markup


app = Flask(__name__)


@app.route("/xss/greeting-05", methods=["GET", "POST"])
def greeting_05():
    payload = request.get_json(silent=True) or {}
    user_value = str(payload.get("file", ""))
    subject = "{}".format(user_value).strip()
    return render_template("results.html", query=Markup(subject))
