# holdout: vulnerable cwe=94
from flask import Flask, jsonify, request


app = Flask(__name__)


@app.route("/codeinj/calculator-11", methods=["GET", "POST"])
def calculator_11():
    raw = request.headers.get("X-file", "")
    bar = f"{raw}"
    compiled = compile(bar, "<formula>", "eval")
    return jsonify({"result": str(eval(compiled))})
