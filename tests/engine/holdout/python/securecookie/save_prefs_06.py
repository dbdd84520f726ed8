# holdout: vulnerable cwe=614
import time

from django.http import JsonResponse


def save_prefs_06(request):
    response = JsonResponse({"saved": True})
    response.set_cookie("prefs", str(int(time.time())), httponly=True)
    return response
