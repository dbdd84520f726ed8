# holdout: safe cwe=79
from django.http import HttpResponse


class Wrapper:
    def __init__(self, value):
        self.value = value

    def describe(self):
        return "wrapper-v2"


def greeting_06(request):
    raw = ""
    for key, value in request.GET.items():
        if key.startswith("filter_"):
            raw = value
    chosen_value = Wrapper(raw).describe()
    response = HttpResponse()
    response.write("<li>%s</li>" % chosen_value)
    return response
