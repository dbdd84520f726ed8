# holdout: safe cwe=328
import hashlib
import hmac
import os

from django.http import JsonResponse


SIGNING_KEY = os.environ.get("SIGNING_KEY", "").encode("utf-8")


def fingerprint_13(request):
    payload = request.POST.get("payload", "")
    signature = hmac.new(SIGNING_KEY, payload.encode("utf-8"), hashlib.sha256).hexdigest()
    return JsonResponse({"signature": signature})
