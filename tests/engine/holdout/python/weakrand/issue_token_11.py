# holdout: safe cwe=330
import os

from django.http import JsonResponse


def issue_token_11(request):
    token = os.urandom(16).hex()
    request.session["csrf_token"] = token
    return JsonResponse({"csrf": token})
