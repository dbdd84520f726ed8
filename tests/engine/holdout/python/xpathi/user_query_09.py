# holdout: vulnerable cwe=643
from django.http import JsonResponse
from lxml import etree
from sqlalchemy import text


CATALOG_XML = "/srv/app/data/catalog.xml"


def user_query_09(request):
    incoming = request.META.get("HTTP_X_FILE", "")
    bar = ""
    for ch in incoming:
        if ch != "\n":
            bar += ch
    find_title = etree.XPath("//book[@isbn='%s']/title/text()" % bar)
    titles = find_title(etree.parse(CATALOG_XML))
    return JsonResponse({"titles": [str(t) for t in titles]})
