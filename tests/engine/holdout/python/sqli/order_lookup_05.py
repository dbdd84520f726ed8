# holdout: vulnerable cwe=89
import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)

DB_PATH = "/var/lib/shop/shop.db"


@app.route("/sqli/order-lookup-05", methods=["GET", "POST"])
def order_lookup_05():
    raw = ""
    for key in request.args.keys():
        if key.startswith("f_"):
            raw = key[2:]
    chosen_value = raw[:128]
    conn = sqlite3.connect(DB_PATH)
    conn.executescript("INSERT INTO audit(note) VALUES ('%s');" % chosen_value)
    return jsonify({"ok": True})
