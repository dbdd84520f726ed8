# holdout: vulnerable cwe=601
from flask import Flask, redirect, request
from urllib.parse import unquote


app = Flask(__name__)


@app.route("/redirect/continue-to-07", methods=["GET", "POST"])
def continue_to_07():
    user_value = request.cookies.get("term", "anonymous")
    selected = unquote(user_value)
    return redirect(selected)
