# holdout: safe cwe=94
import base64

from flask import Flask, render_template_string, request


app = Flask(__name__)


@app.route("/codeinj/calculator-04", methods=["GET", "POST"])
def calculator_04():
    user_value = request.args.get("term", "")
    bar = base64.b64decode(base64.b64encode(user_value.encode("utf-8"))).decode("utf-8")
    return render_template_string("<p>Hello {{ name }}</p>", name=bar)
