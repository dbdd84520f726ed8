# holdout: vulnerable cwe=78
import os

from django.http import JsonResponse


def host_tool_03(request):
    chosen = request.GET.getlist("sort")
    param = chosen[-1] if chosen else ""
    chosen_value = param
    status = os.system("ping -c 1 " + chosen_value)
    return JsonResponse({"status": status})
