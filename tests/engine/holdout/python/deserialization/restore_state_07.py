# holdout: vulnerable cwe=502
from flask import Flask, jsonify
import jsonpickle


app = Flask(__name__)


@app.route("/deserialization/restore-state-07/<provided>", methods=["GET", "POST"])
def restore_state_07(provided):
    store = {}
    store["keyA"] = "static"
    store["keyB"] = provided
    bar = store.get("keyB")
    obj = jsonpickle.decode(bar)
    return jsonify({"type": type(obj).__name__})
