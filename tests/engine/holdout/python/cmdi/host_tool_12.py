# holdout: safe cwe=78
import base64
import subprocess

from django.http import JsonResponse


def host_tool_12(request):
    chosen = request.GET.getlist("name")
    raw = chosen[-1] if chosen else ""
    subject = base64.b64decode(base64.b64encode(raw.encode("utf-8"))).decode("utf-8")
    done = subprocess.run(["ping", "-c", "1", subject], capture_output=True, timeout=10)
    return JsonResponse({"code": done.returncode})
