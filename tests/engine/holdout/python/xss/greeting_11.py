# holdout: vulnerable cwe=79
from flask import Flask, render_template
from markupsafe import Markup


app = Flask(__name__)


@app.route("/xss/greeting-11/<raw>", methods=["GET", "POST"])
def greeting_11(raw):
    try:
        bar = raw.encode("latin-1").decode("utf-8")
    except UnicodeError:
        bar = "invalid"
    return render_template("results.html", query=Markup(bar))
