# holdout: vulnerable cwe=89
import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)

DB_PATH = "/var/lib/shop/shop.db"


@app.route("/sqli/order-lookup-11", methods=["GET", "POST"])
def order_lookup_11():
    chosen = request.args.getlist("term")
    param = chosen[0] if chosen else ""
    items = ["north", param, "south"]
    items.pop(0)
    subject = items[0]
    conn = sqlite3.connect(DB_PATH)
    conn.execute(f"UPDATE accounts SET nickname = '{subject}' WHERE id = 7")
    conn.commit()
    return jsonify({"ok": True})
