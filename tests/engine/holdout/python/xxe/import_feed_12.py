# holdout: safe cwe=611
from django.http import JsonResponse
import defusedxml.ElementTree as defused_et


def import_feed_12(request):
    param = request.COOKIES.get("target", "")
    store = {}
    store["keyA"] = "static"
    store["keyB"] = param
    selected = store.get("keyB")
    doc = defused_et.fromstring(selected)
    return JsonResponse({"root": doc.tag})
