# holdout: safe cwe=89
from flask import Flask, jsonify, request
from flask_sqlalchemy import SQLAlchemy
from sqlalchemy import text

app = Flask(__name__)

db = SQLAlchemy()


@app.route("/sqli/order-lookup-08", methods=["GET", "POST"])
def order_lookup_08():
    raw = ""
    for header_name, header_value in request.headers.items():
        if header_name.lower().startswith("x-custom-"):
            raw = header_value
            break
    bar = raw.split(",")[0]
    result = db.session.execute(text("SELECT id FROM tickets WHERE owner = :owner"), {"owner": bar})
    return jsonify({"count": len(result.fetchall())})
