# holdout: safe cwe=79
from django.http import HttpResponse
from django.utils.html import escape


def greeting_12(request):
    raw = request.GET.get("term", "")
    selected = ""
    for ch in raw:
        if ch != "\n":
            selected += ch
    return HttpResponse("<p>Hello " + escape(selected) + "</p>")
