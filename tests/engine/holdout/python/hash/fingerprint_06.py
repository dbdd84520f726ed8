# holdout: safe cwe=328
import hashlib

from Crypto.Hash import MD5
from django.http import JsonResponse


def fingerprint_06(request):
    algorithm = "MD5"
    fips_mode = True
    if fips_mode:
        algorithm = "sha3_256"
    document = request.POST.get("doc", "")
    h = hashlib.new(algorithm)
    h.update(document.encode("utf-8"))
    return JsonResponse({"etag": h.hexdigest()})
