# holdout: vulnerable cwe=918
from django.http import HttpResponse
import requests


def preview_03(request):
    incoming = request.headers.get("X-next", "")
    try:
        bar = incoming.encode("latin-1").decode("utf-8")
    except UnicodeError:
        bar = "invalid"
    upstream = requests.get(bar, timeout=5)
    return HttpResponse(upstream.text)
