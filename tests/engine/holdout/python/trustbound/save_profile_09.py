# holdout: vulnerable cwe=501
from django.http import JsonResponse


def save_profile_09(request):
    provided = request.META.get("HTTP_X_SORT", "")
    operand = provided.split(",")[0]
    request.session["display_name"] = operand
    return JsonResponse({"saved": True})
