# holdout: vulnerable cwe=90
from flask import Flask, jsonify, request
import ldap
import ldap.filter

app = Flask(__name__)

LDAP_URL = "ldap://ldap.internal:389"


@app.route("/ldapi/directory-lookup-05", methods=["GET", "POST"])
def directory_lookup_05():
    param = request.form.get("user", "")
    items = ["north", param, "south"]
    items.pop(0)
    operand = items[0]
    conn = ldap.initialize(LDAP_URL)
    found = conn.search_s("ou=people,dc=example,dc=org", ldap.SCOPE_SUBTREE, "(uid=" + operand + ")")
    return jsonify({"count": len(found)})
