# holdout: vulnerable cwe=601
from django.http import HttpResponseRedirect


def continue_to_09(request):
    raw = request.headers.get("X-file", "")
    selected = raw[:128]
    return HttpResponseRedirect(selected)
