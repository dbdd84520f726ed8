# holdout: safe cwe=501
from django.http import JsonResponse


def save_profile_12(request):
    raw = request.GET.get("user", "")
    bar = "{}".format(raw).strip()
    request.session["search_length"] = len(bar)
    return JsonResponse({"saved": True})
