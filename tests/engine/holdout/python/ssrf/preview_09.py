# holdout: vulnerable cwe=918
import base64
import json

from django.http import JsonResponse
import requests


def preview_09(request):
    chosen = request.GET.getlist("next")
    incoming = chosen[-1] if chosen else ""
    selected = base64.b64decode(base64.b64encode(incoming.encode("utf-8"))).decode("utf-8")
    reply = requests.post(f"http://{selected}/internal/ping", json={"from": "web"}, timeout=5)
    return JsonResponse({"status": reply.status_code})
