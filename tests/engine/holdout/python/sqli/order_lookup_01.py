# holdout: vulnerable cwe=89
import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)

DB_PATH = "/var/lib/shop/shop.db"


@app.route("/sqli/order-lookup-01", methods=["GET", "POST"])
def order_lookup_01():
    param = request.args.get("file", "")
    chosen_value = "{}".format(param).strip()
    conn = sqlite3.connect(DB_PATH)
    cur = conn.cursor()
    cur.execute("SELECT id, total FROM orders WHERE customer = '" + chosen_value + "'")
    rows = cur.fetchall()
    return jsonify({"count": len(rows)})
