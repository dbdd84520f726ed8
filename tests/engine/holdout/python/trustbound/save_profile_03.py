# holdout: vulnerable cwe=501
from django.http import JsonResponse


def save_profile_03(request):
    param = request.GET.get("item", "")
    mode = "ABC"[2]
    if mode == "A":
        operand = param
    elif mode == "B":
        operand = "bob"
    else:
        operand = param
    request.session["display_name"] = operand
    return JsonResponse({"saved": True})
