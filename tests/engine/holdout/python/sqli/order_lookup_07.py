# holdout: vulnerable cwe=89
from flask import Flask, jsonify, request
from flask_sqlalchemy import SQLAlchemy
from sqlalchemy import text

app = Flask(__name__)

db = SQLAlchemy()


@app.route("/sqli/order-lookup-07", methods=["GET", "POST"])
def order_lookup_07():
    payload = request.get_json(silent=True) or {}
    incoming = str(payload.get("next", ""))
    store = {}
    store["keyA"] = "static"
    store["keyB"] = incoming
    bar = store.get("keyB")
    result = db.session.execute(text("SELECT id FROM tickets WHERE owner = '" + bar + "'"))
    return jsonify({"count": len(result.fetchall())})
