# holdout: vulnerable cwe=79
from django.http import HttpResponse


def greeting_03(request):
    param = request.GET.get("item", "")
    items = ["north", param, "south"]
    items.pop(0)
    bar = items[0]
    return HttpResponse("<p>Hello " + bar + "</p>")
