# holdout: safe cwe=90
from flask import Flask, jsonify, request
import ldap
import ldap.filter

app = Flask(__name__)

LDAP_URL = "ldap://ldap.internal:389"


@app.route("/ldapi/directory-lookup-04", methods=["GET", "POST"])
def directory_lookup_04():
    provided = ""
    for key in request.args.keys():
        if key.startswith("f_"):
            provided = key[2:]
    chosen_value = "-".join([provided, "suffix"])
    conn = ldap.initialize(LDAP_URL)
    found = conn.search_s("ou=people,dc=example,dc=org", ldap.SCOPE_SUBTREE, ldap.filter.filter_format("(uid=%s)", [chosen_value]))
    return jsonify({"count": len(found)})
