# holdout: safe cwe=94
from flask import Flask, render_template_string, request


app = Flask(__name__)


@app.route("/codeinj/calculator-08", methods=["GET", "POST"])
def calculator_08():
    provided = request.cookies.get("user", "anonymous")
    chosen_value = "{}".format(provided).strip()
    return render_template_string("<p>Hello {{ name }}</p>", name=chosen_value)
