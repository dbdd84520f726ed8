# holdout: safe cwe=79
from flask import Flask, render_template, request
from markupsafe import Markup


app = Flask(__name__)


@app.route("/xss/greeting-10", methods=["GET", "POST"])
def greeting_10():
    raw = request.get_data(as_text=True).strip()
    num = 86
    subject = "fallback" if (7 * 42) - num > 200 else raw
    return render_template("results.html", query=Markup(subject))
