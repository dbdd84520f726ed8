# holdout: safe cwe=643
from django.http import JsonResponse
from lxml import etree
from sqlalchemy import text
from urllib.parse import unquote


CATALOG_XML = "/srv/app/data/catalog.xml"


def user_query_12(request):
    raw = request.COOKIES.get("term", "")
    chosen_value = unquote(raw)
    find_title = etree.XPath("//book[@isbn=$isbn]/title/text()")
    titles = find_title(etree.parse(CATALOG_XML), isbn=chosen_value)
    return JsonResponse({"titles": [str(t) for t in titles]})
