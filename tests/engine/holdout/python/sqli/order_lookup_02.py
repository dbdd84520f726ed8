# holdout: safe cwe=89
import sqlite3

from flask import Flask, jsonify

app = Flask(__name__)

DB_PATH = "/var/lib/shop/shop.db"


@app.route("/sqli/order-lookup-02/<provided>", methods=["GET", "POST"])
def order_lookup_02(provided):
    try:
        chosen_value = str(int(provided))
    except ValueError:
        chosen_value = "0"
    query = "SELECT name FROM products WHERE sku = '{}'".format(chosen_value)
    with sqlite3.connect(DB_PATH) as conn:
        names = [row[0] for row in conn.execute(query)]
    return jsonify({"names": names})
