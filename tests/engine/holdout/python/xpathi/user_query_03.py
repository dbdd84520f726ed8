# holdout: vulnerable cwe=643
from django.http import JsonResponse
from lxml import etree
from sqlalchemy import text


USERS_XML = "/srv/app/data/users.xml"


def user_query_03(request):
    raw = request.COOKIES.get("tag", "")
    operand = "{}".format(raw).strip()
    tree = etree.parse(USERS_XML)
    emails = tree.xpath("/users/user[@login='" + operand + "']/email/text()")
    return JsonResponse({"emails": [str(e) for e in emails]})
