# holdout: safe cwe=78
import subprocess

from django.http import HttpResponse


ALLOWED = {"alpha", "beta", "gamma"}


def host_tool_06(request):
    incoming = request.POST.get("file", "")
    chosen_value = incoming if incoming in ALLOWED else "alpha"
    output = subprocess.check_output(f"grep -i {chosen_value} /srv/data/catalog.txt", shell=True)
    return HttpResponse(output)
