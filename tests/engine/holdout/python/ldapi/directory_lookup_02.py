# holdout: safe cwe=90
from flask import Flask, jsonify, request
import ldap
import ldap.filter

app = Flask(__name__)

ALLOWED = {"alpha", "beta", "gamma"}

LDAP_URL = "ldap://ldap.internal:389"


@app.route("/ldapi/directory-lookup-02", methods=["GET", "POST"])
def directory_lookup_02():
    raw = request.get_data(as_text=True).strip()
    chosen_value = raw if raw in ALLOWED else "alpha"
    conn = ldap.initialize(LDAP_URL)
    search_filter = "(mail=%s*)" % chosen_value
    found = conn.search_ext_s("ou=people,dc=example,dc=org", ldap.SCOPE_SUBTREE, search_filter, ["cn"])
    return jsonify({"count": len(found)})
