# holdout: vulnerable cwe=611
from django.http import JsonResponse
from lxml import etree


def import_feed_03(request):
    incoming = request.COOKIES.get("name", "")
    bar = "{}".format(incoming).strip()
    parser = etree.XMLParser(resolve_entities=True)
    doc = etree.fromstring(bar.encode("utf-8"), parser)
    return JsonResponse({"root": doc.tag})
