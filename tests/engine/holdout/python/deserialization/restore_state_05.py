# holdout: vulnerable cwe=502
import marshal

from flask import Flask, jsonify, request
from urllib.parse import parse_qs


app = Flask(__name__)


@app.route("/deserialization/restore-state-05", methods=["GET", "POST"])
def restore_state_05():
    parsed = parse_qs(request.query_string.decode("utf-8"))
    user_value = parsed.get("next", [""])[0]
    chosen_value = user_value.split(",")[0]
    code_obj = marshal.loads(bytes.fromhex(chosen_value))
    return jsonify({"type": type(code_obj).__name__})
