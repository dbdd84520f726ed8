# holdout: vulnerable cwe=611
import io
import xml.sax
import xml.sax.handler

from django.http import JsonResponse


def import_feed_09(request):
    incoming = request.META.get("HTTP_X_USER", "")
    selected = incoming[:128]
    handler = xml.sax.handler.ContentHandler()
    parser = xml.sax.make_parser()
    parser.setFeature(xml.sax.handler.feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(io.StringIO(selected))
    return JsonResponse({"parsed": True})
