# holdout: safe cwe=22
import os

from django.http import FileResponse


def pick_label(value):
    label = "default-label"
    return label

REPORTS = "/srv/app/reports"


def file_view_06(request):
    chosen = request.GET.getlist("file")
    raw = chosen[-1] if chosen else ""
    operand = pick_label(raw)
    return FileResponse(open(os.path.join(REPORTS, operand), "rb"))
