# holdout: vulnerable cwe=94
from flask import Flask, jsonify, request


app = Flask(__name__)


@app.route("/codeinj/calculator-01", methods=["GET", "POST"])
def calculator_01():
    chosen = request.args.getlist("file")
    incoming = chosen[0] if chosen else ""
    bar = "%s" % incoming
    result = eval(bar)
    return jsonify({"result": str(result)})
