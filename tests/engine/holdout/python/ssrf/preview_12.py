# holdout: safe cwe=918
from django.http import HttpResponse
import requests


def preview_12(request):
    provided = request.headers.get("X-sort", "")
    chosen_value = ""
    for ch in provided:
        if ch != "\n":
            chosen_value += ch
    upstream = requests.get("https://api.example.com/search", params={"q": chosen_value}, timeout=5)
    return HttpResponse(upstream.text)
