# holdout: vulnerable cwe=90
from flask import Flask, jsonify, request
import ldap
import ldap.filter

app = Flask(__name__)

LDAP_URL = "ldap://ldap.internal:389"


@app.route("/ldapi/directory-lookup-01", methods=["GET", "POST"])
def directory_lookup_01():
    chosen = request.args.getlist("next")
    param = chosen[0] if chosen else ""
    selected = "%s" % param
    conn = ldap.initialize(LDAP_URL)
    found = conn.search_s("ou=people,dc=example,dc=org", ldap.SCOPE_SUBTREE, "(uid=" + selected + ")")
    return jsonify({"count": len(found)})
