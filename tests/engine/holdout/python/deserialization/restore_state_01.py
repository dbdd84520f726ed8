# holdout: vulnerable cwe=502
import base64
import pickle

from flask import Flask, jsonify, request


app = Flask(__name__)


@app.route("/deserialization/restore-state-01", methods=["GET", "POST"])
def restore_state_01():
    user_value = request.form.get("target", "")
    bar = f"{user_value}"
    state = pickle.loads(base64.b64decode(bar))
    return jsonify({"keys": list(state)})
