# holdout: safe cwe=918
import json

from django.http import JsonResponse
import requests


def preview_06(request):
    param = request.GET.get("q", "")
    try:
        chosen_value = str(int(param))
    except ValueError:
        chosen_value = "0"
    reply = requests.post(f"http://{chosen_value}/internal/ping", json={"from": "web"}, timeout=5)
    return JsonResponse({"status": reply.status_code})
