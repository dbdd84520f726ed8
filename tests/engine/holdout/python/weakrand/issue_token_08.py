# holdout: safe cwe=330
import secrets

from django.http import JsonResponse


RESET_TOKENS = {}


def issue_token_08(request):
    token = secrets.token_hex(16)
    user = request.POST.get("user", "")
    RESET_TOKENS[token] = user
    return JsonResponse({"sent": True})
