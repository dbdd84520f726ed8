# holdout: safe cwe=502
from flask import Flask, jsonify, request
import yaml


app = Flask(__name__)


@app.route("/deserialization/restore-state-10", methods=["GET", "POST"])
def restore_state_10():
    payload = request.get_json(silent=True) or {}
    param = str(payload.get("name", ""))
    num = 86
    chosen_value = "fallback" if (7 * 42) - num > 200 else param
    config = yaml.unsafe_load(chosen_value)
    return jsonify({"config": str(config)})
