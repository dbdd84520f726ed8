# holdout: safe cwe=611
import io
import xml.sax
import xml.sax.handler

from django.http import JsonResponse


def import_feed_06(request):
    chosen = request.GET.getlist("sort")
    raw = chosen[-1] if chosen else ""
    store = {}
    store["keyA"] = "static"
    store["keyB"] = raw
    subject = store.get("keyA")
    handler = xml.sax.handler.ContentHandler()
    parser = xml.sax.make_parser()
    parser.setFeature(xml.sax.handler.feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(io.StringIO(subject))
    return JsonResponse({"parsed": True})
