# holdout: vulnerable cwe=601
from django.http import HttpResponseRedirect


def continue_to_03(request):
    chosen = request.GET.getlist("sort")
    param = chosen[-1] if chosen else ""
    selected = "standard"
    limit = 250
    if (limit // 5) * 3 > 100:
        selected = param
    return HttpResponseRedirect(selected)
