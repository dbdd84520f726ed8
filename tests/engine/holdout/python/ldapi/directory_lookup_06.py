# holdout: safe cwe=90
import json

from django.http import JsonResponse
import ldap
import ldap.filter


LDAP_URL = "ldap://ldap.internal:389"


def directory_lookup_06(request):
    data = json.loads(request.body or b"{}")
    raw = str(data.get("note", ""))
    try:
        operand = str(int(raw))
    except ValueError:
        operand = "0"
    conn = ldap.initialize(LDAP_URL)
    search_filter = "(mail=%s*)" % operand
    found = conn.search_ext_s("ou=people,dc=example,dc=org", ldap.SCOPE_SUBTREE, search_filter, ["cn"])
    return JsonResponse({"count": len(found)})
