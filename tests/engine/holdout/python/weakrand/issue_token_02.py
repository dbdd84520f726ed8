# holdout: vulnerable cwe=330
import random

from django.http import JsonResponse


RESET_TOKENS = {}


def issue_token_02(request):
    token = str(random.randint(100000, 999999))
    user = request.POST.get("user", "")
    RESET_TOKENS[token] = user
    return JsonResponse({"sent": True})
