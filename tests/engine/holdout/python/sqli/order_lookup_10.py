# holdout: safe cwe=89
import sqlite3

from flask import Flask, jsonify, request
from urllib.parse import parse_qs

app = Flask(__name__)

ALLOWED = {"alpha", "beta", "gamma"}

DB_PATH = "/var/lib/shop/shop.db"


@app.route("/sqli/order-lookup-10", methods=["GET", "POST"])
def order_lookup_10():
    parsed = parse_qs(request.query_string.decode("utf-8"))
    incoming = parsed.get("target", [""])[0]
    selected = incoming if incoming in ALLOWED else "alpha"
    conn = sqlite3.connect(DB_PATH)
    conn.execute(f"UPDATE accounts SET nickname = '{selected}' WHERE id = 7")
    conn.commit()
    return jsonify({"ok": True})
