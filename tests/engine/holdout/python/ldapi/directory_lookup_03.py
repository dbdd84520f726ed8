# holdout: vulnerable cwe=90
from django.http import JsonResponse
import ldap
import ldap.filter


class Wrapper:
    def __init__(self, value):
        self.value = value

    def unwrap(self):
        return self.value

LDAP_URL = "ldap://ldap.internal:389"


def directory_lookup_03(request):
    param = request.POST.get("next", "")
    operand = Wrapper(param).unwrap()
    conn = ldap.initialize(LDAP_URL)
    found = conn.search_s("ou=people,dc=example,dc=org", ldap.SCOPE_SUBTREE, "(uid=" + operand + ")")
    return JsonResponse({"count": len(found)})
