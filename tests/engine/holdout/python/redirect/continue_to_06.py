# holdout: safe cwe=601
from django.http import HttpResponseRedirect


LEGACY_MODE = False


def continue_to_06(request):
    uploaded = request.FILES.get("term")
    raw = uploaded.name if uploaded else ""
    subject = "preset"
    if LEGACY_MODE:
        subject = raw
    return HttpResponseRedirect(subject)
