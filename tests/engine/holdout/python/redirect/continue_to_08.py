# holdout: safe cwe=601
from flask import Flask, redirect, request, url_for


app = Flask(__name__)


@app.route("/redirect/continue-to-08", methods=["GET", "POST"])
def continue_to_08():
    param = request.form.get("name", "")
    operand = param
    return redirect(url_for("orders", page=operand))
