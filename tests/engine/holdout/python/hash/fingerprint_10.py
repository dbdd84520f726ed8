# holdout: vulnerable cwe=328
import hashlib

from django.http import JsonResponse


def fingerprint_10(request):
    password = request.POST.get("password", "")
    digest = hashlib.sha1(password.encode("utf-8")).hexdigest()
    request.session["pw_hash"] = digest
    return JsonResponse({"stored": True})
