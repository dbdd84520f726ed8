# holdout: safe cwe=614
from django.http import JsonResponse


def save_prefs_13(request):
    response = JsonResponse({"saved": True})
    response.set_cookie("prefs", request.GET.get("theme", "light"), secure=True, httponly=True)
    return response
