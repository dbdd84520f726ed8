# holdout: safe cwe=330
import secrets

from django.http import JsonResponse


def issue_token():
    return str(secrets.randbelow(10**6)).zfill(6)

RESET_TOKENS = {}


def issue_token_14(request):
    token = issue_token()
    user = request.POST.get("user", "")
    RESET_TOKENS[token] = user
    return JsonResponse({"sent": True})
