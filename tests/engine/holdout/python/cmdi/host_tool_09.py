# holdout: vulnerable cwe=78
import subprocess

from django.http import HttpResponse


def host_tool_09(request):
    uploaded = request.FILES.get("item")
    raw = uploaded.name if uploaded else ""
    store = {}
    store["keyA"] = "static"
    store["keyB"] = raw
    chosen_value = store.get("keyB")
    output = subprocess.check_output(f"grep -i {chosen_value} /srv/data/catalog.txt", shell=True)
    return HttpResponse(output)
