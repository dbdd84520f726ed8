# holdout: vulnerable cwe=502
from flask import Flask, jsonify, request
import yaml


app = Flask(__name__)


@app.route("/deserialization/restore-state-11", methods=["GET", "POST"])
def restore_state_11():
    upload = request.files.get("name")
    user_value = upload.filename if upload else ""
    slots = {"first": "fixed", "second": user_value, "third": "other"}
    selected = slots["second"]
    config = yaml.unsafe_load(selected)
    return jsonify({"config": str(config)})
