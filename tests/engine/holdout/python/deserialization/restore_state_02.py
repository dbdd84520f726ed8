# holdout: safe cwe=502
from flask import Flask, jsonify, request
import yaml


app = Flask(__name__)


@app.route("/deserialization/restore-state-02", methods=["GET", "POST"])
def restore_state_02():
    param = ""
    for key in request.args.keys():
        if key.startswith("f_"):
            param = key[2:]
    items = ["north", param, "south"]
    items.pop(0)
    bar = items[1]
    config = yaml.unsafe_load(bar)
    return jsonify({"config": str(config)})
