# holdout: vulnerable cwe=501
from flask import Flask, jsonify, request, session


app = Flask(__name__)


@app.route("/trustbound/save-profile-11", methods=["GET", "POST"])
def save_profile_11():
    user_value = ""
    for header_name, header_value in request.headers.items():
        if header_name.lower().startswith("x-custom-"):
            user_value = header_value
            break
    items = ["north", user_value, "south"]
    items.pop(0)
    operand = items[0]
    session[operand] = True
    return jsonify({"saved": True})
