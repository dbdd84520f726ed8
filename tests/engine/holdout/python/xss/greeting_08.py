# holdout: safe cwe=79
import html

from flask import Flask, make_response, request
from urllib.parse import parse_qs


app = Flask(__name__)


@app.route("/xss/greeting-08", methods=["GET", "POST"])
def greeting_08():
    parsed = parse_qs(request.query_string.decode("utf-8"))
    user_value = parsed.get("q", [""])[0]
    operand = user_value
    return make_response(f"<div class=\"result\">{html.escape(operand)}</div>")
