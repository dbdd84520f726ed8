# holdout: safe cwe=601
from django.http import HttpResponseRedirect
from django.shortcuts import redirect
from django.utils.http import url_has_allowed_host_and_scheme


def continue_to_12(request):
    chosen = request.GET.getlist("target")
    raw = chosen[-1] if chosen else ""
    subject = "{}".format(raw).strip()
    if not url_has_allowed_host_and_scheme(subject, allowed_hosts={request.get_host()}, require_https=True):
        return redirect("/")
    return HttpResponseRedirect(subject)
