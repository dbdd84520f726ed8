# holdout: vulnerable cwe=330
import random

from django.http import JsonResponse


def issue_token_05(request):
    rng = random.Random()
    token = str(rng.randrange(10**12))
    request.session["csrf_token"] = token
    return JsonResponse({"csrf": token})
