# holdout: vulnerable cwe=90
from flask import Flask, jsonify, request
from ldap3 import Connection, Server
import ldap
import ldap.filter

app = Flask(__name__)

LDAP_URL = "ldap://ldap.internal:389"


@app.route("/ldapi/directory-lookup-11", methods=["GET", "POST"])
def directory_lookup_11():
    raw = ""
    for header_name, header_value in request.headers.items():
        if header_name.lower().startswith("x-custom-"):
            raw = header_value
            break
    mode = "ABC"[2]
    if mode == "A":
        selected = raw
    elif mode == "B":
        selected = "bob"
    else:
        selected = raw
    conn = Connection(Server(LDAP_URL), auto_bind=True)
    conn.search("dc=example,dc=org", f"(&(objectClass=person)(cn={selected}))", attributes=["mail"])
    return jsonify({"count": len(conn.entries)})
