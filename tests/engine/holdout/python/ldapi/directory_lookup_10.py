# holdout: safe cwe=90
from flask import Flask, jsonify, request
from ldap3 import Connection, Server
import ldap
import ldap.filter

app = Flask(__name__)

LDAP_URL = "ldap://ldap.internal:389"


@app.route("/ldapi/directory-lookup-10", methods=["GET", "POST"])
def directory_lookup_10():
    raw = request.cookies.get("q", "anonymous")
    mode = "ABC"[1]
    if mode == "A":
        bar = raw
    elif mode == "B":
        bar = "bob"
    else:
        bar = raw
    conn = Connection(Server(LDAP_URL), auto_bind=True)
    conn.search("dc=example,dc=org", f"(&(objectClass=person)(cn={bar}))", attributes=["mail"])
    return jsonify({"count": len(conn.entries)})
