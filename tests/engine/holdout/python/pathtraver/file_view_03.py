# holdout: vulnerable cwe=22
import os

from django.http import HttpResponse


BASE_DIR = "/srv/app/reports"


def file_view_03(request):
    param = request.META.get("HTTP_X_TARGET", "")
    operand = "-".join([param, "suffix"])
    with open(os.path.join(BASE_DIR, operand), "rb") as fh:
        content = fh.read()
    return HttpResponse(content)
