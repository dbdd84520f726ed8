# holdout: safe cwe=90
from flask import Flask, jsonify, request
from urllib.parse import parse_qs
import ldap
import ldap.filter

app = Flask(__name__)

LDAP_URL = "ldap://ldap.internal:389"


@app.route("/ldapi/directory-lookup-08", methods=["GET", "POST"])
def directory_lookup_08():
    parsed = parse_qs(request.query_string.decode("utf-8"))
    provided = parsed.get("next", [""])[0]
    store = {}
    store["keyA"] = "static"
    store["keyB"] = provided
    bar = store.get("keyB")
    conn = ldap.initialize(LDAP_URL)
    found = conn.search_s("ou=people,dc=example,dc=org", ldap.SCOPE_SUBTREE, ldap.filter.filter_format("(uid=%s)", [bar]))
    return jsonify({"count": len(found)})
