# holdout: vulnerable cwe=22
import os

from django.http import FileResponse


REPORTS = "/srv/app/reports"


def file_view_09(request):
    incoming = ""
    for key, value in request.GET.items():
        if key.startswith("filter_"):
            incoming = value
    mode = "ABC"[2]
    if mode == "A":
        subject = incoming
    elif mode == "B":
        subject = "bob"
    else:
        subject = incoming
    return FileResponse(open(os.path.join(REPORTS, subject), "rb"))
