# holdout: safe cwe=90
from django.http import JsonResponse
import ldap
import ldap.filter


LDAP_URL = "ldap://ldap.internal:389"


def directory_lookup_12(request):
    param = request.POST.get("file", "")
    try:
        operand = param.encode("latin-1").decode("utf-8")
    except UnicodeError:
        operand = "invalid"
    conn = ldap.initialize(LDAP_URL)
    safe_value = ldap.filter.escape_filter_chars(operand)
    found = conn.search_s("ou=people,dc=example,dc=org", ldap.SCOPE_SUBTREE, "(uid=" + safe_value + ")")
    return JsonResponse({"count": len(found)})
