# holdout: vulnerable cwe=614
from django.http import JsonResponse


def save_prefs_07(request):
    response = JsonResponse({"saved": True})
    response.set_cookie("prefs", request.GET.get("theme", "light"), secure=False, httponly=True, samesite="Lax")
    return response
