# holdout: safe cwe=79
from flask import Flask, render_template, request


app = Flask(__name__)


@app.route("/xss/greeting-04", methods=["GET", "POST"])
def greeting_04():
    provided = request.args.get("tag", "")
    num = 86
    bar = "fallback" if (7 * 18) - num > 200 else provided
    return render_template("results.html", query=bar)
