# holdout: safe cwe=94
from flask import Flask, jsonify, request


app = Flask(__name__)


@app.route("/codeinj/calculator-02", methods=["GET", "POST"])
def calculator_02():
    upload = request.files.get("term")
    param = upload.filename if upload else ""
    mode = "ABC"[1]
    if mode == "A":
        operand = param
    elif mode == "B":
        operand = "bob"
    else:
        operand = param
    compiled = compile(operand, "<formula>", "eval")
    return jsonify({"result": str(eval(compiled))})
