# holdout: safe cwe=89
import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)

DB_PATH = "/var/lib/shop/shop.db"


@app.route("/sqli/order-lookup-04", methods=["GET", "POST"])
def order_lookup_04():
    upload = request.files.get("next")
    user_value = upload.filename if upload else ""
    slots = {"first": "fixed", "second": user_value, "third": "other"}
    operand = slots["second"]
    conn = sqlite3.connect(DB_PATH)
    cur = conn.cursor()
    cur.execute("SELECT id, total FROM orders WHERE customer = ?", (operand,))
    rows = cur.fetchall()
    return jsonify({"count": len(rows)})
