# holdout: vulnerable cwe=328
import hashlib

from django.http import JsonResponse


class Settings:
    ALGORITHM = "sha1"

SALT = "c2FsdC12YWx1ZQ"


def fingerprint_03(request):
    password = request.POST.get("password", "")
    hashed = hashlib.new(Settings.ALGORITHM, (SALT + password).encode("utf-8")).hexdigest()
    request.session["pw_hash"] = hashed
    return JsonResponse({"stored": True})
