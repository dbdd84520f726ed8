# holdout: safe cwe=643
from django.http import JsonResponse
from lxml import etree
from sqlalchemy import text


LEGACY_MODE = False

CATALOG_XML = "/srv/app/data/catalog.xml"


def user_query_06(request):
    param = request.headers.get("X-next", "")
    bar = "preset"
    if LEGACY_MODE:
        bar = param
    find_title = etree.XPath("//book[@isbn='%s']/title/text()" % bar)
    titles = find_title(etree.parse(CATALOG_XML))
    return JsonResponse({"titles": [str(t) for t in titles]})
