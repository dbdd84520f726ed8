# holdout: vulnerable cwe=90
from flask import Flask, jsonify, request
from ldap3 import Connection, Server
import ldap
import ldap.filter

app = Flask(__name__)

LDAP_URL = "ldap://ldap.internal:389"


@app.route("/ldapi/directory-lookup-07", methods=["GET", "POST"])
def directory_lookup_07():
    user_value = request.values.get("item") or ""
    subject = "{}".format(user_value).strip()
    conn = Connection(Server(LDAP_URL), auto_bind=True)
    conn.search("dc=example,dc=org", f"(&(objectClass=person)(cn={subject}))", attributes=["mail"])
    return jsonify({"count": len(conn.entries)})
