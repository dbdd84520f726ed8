# holdout: safe cwe=94
from flask import Flask, jsonify, request

app = Flask(__name__)

ALLOWED = {"alpha", "beta", "gamma"}


@app.route("/codeinj/calculator-10", methods=["GET", "POST"])
def calculator_10():
    provided = request.get_data(as_text=True).strip()
    selected = provided if provided in ALLOWED else "alpha"
    compiled = compile(selected, "<formula>", "eval")
    return jsonify({"result": str(eval(compiled))})
