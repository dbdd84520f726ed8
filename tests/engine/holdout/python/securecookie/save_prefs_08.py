# holdout: vulnerable cwe=614
import time

from django.http import JsonResponse


def save_prefs_08(request):
    response = JsonResponse({"saved": True})
    response.set_signed_cookie("cart", str(int(time.time())), salt="cart", httponly=True)
    return response
