# holdout: safe cwe=22
import os

from django.http import HttpResponse


def normalise(value):
    return value.strip().lower()

BASE_DIR = "/srv/app/reports"


def file_view_12(request):
    param = request.META.get("HTTP_X_Q", "")
    chosen_value = normalise(param)
    name = os.path.basename(chosen_value)
    with open(os.path.join(BASE_DIR, name), "rb") as fh:
        content = fh.read()
    return HttpResponse(content)
