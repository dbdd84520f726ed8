# holdout: vulnerable cwe=90
from django.http import JsonResponse
import ldap
import ldap.filter


def normalise(value):
    return value.strip().lower()

LDAP_URL = "ldap://ldap.internal:389"


def directory_lookup_09(request):
    chosen = request.GET.getlist("sort")
    incoming = chosen[-1] if chosen else ""
    selected = normalise(incoming)
    conn = ldap.initialize(LDAP_URL)
    search_filter = "(mail=%s*)" % selected
    found = conn.search_ext_s("ou=people,dc=example,dc=org", ldap.SCOPE_SUBTREE, search_filter, ["cn"])
    return JsonResponse({"count": len(found)})
