import os
import sqlite3
import subprocess

from flask import Flask, request

app = Flask(__name__)


@app.route("/orders")
def orders():
    customer = request.args.get("customer")
    db = sqlite3.connect("shop.db")
    # Vulnerable: the customer name is pasted into the SQL text.
    rows = db.execute("SELECT * FROM orders WHERE customer = '" + customer + "'").fetchall()
    return {"orders": rows}


@app.route("/safe-orders")
def safe_orders():
    customer = request.args.get("customer")
    db = sqlite3.connect("shop.db")
    rows = db.execute("SELECT * FROM orders WHERE customer = ?", (customer,)).fetchall()
    return {"orders": rows}


@app.route("/label")
def label():
    sku = request.args.get("sku")
    # Vulnerable: the SKU reaches a shell.
    return subprocess.check_output("print-label " + sku, shell=True)


@app.route("/invoice")
def invoice():
    name = request.args.get("file")
    # Vulnerable: the file name is not confined to the invoices folder.
    with open(os.path.join("/srv/invoices", name)) as handle:
        return handle.read()
