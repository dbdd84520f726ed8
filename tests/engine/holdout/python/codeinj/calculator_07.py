# holdout: vulnerable cwe=94
from flask import Flask, jsonify, request


app = Flask(__name__)


@app.route("/codeinj/calculator-07", methods=["GET", "POST"])
def calculator_07():
    param = request.form.get("file", "")
    items = ["north", param, "south"]
    items.pop(0)
    operand = items[0]
    doubled = eval(f"({operand}) * 2")
    return jsonify({"result": str(doubled)})
