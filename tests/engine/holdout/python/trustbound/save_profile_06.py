# holdout: safe cwe=501
from django.http import JsonResponse


def save_profile_06(request):
    uploaded = request.FILES.get("item")
    param = uploaded.name if uploaded else ""
    slots = {"first": "fixed", "second": param, "third": "other"}
    operand = slots["third"]
    request.session["display_name"] = operand
    return JsonResponse({"saved": True})
