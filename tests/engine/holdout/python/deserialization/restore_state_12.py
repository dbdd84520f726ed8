# holdout: safe cwe=502
import json

from django.http import JsonResponse
import yaml


def restore_state_12(request):
    data = json.loads(request.body or b"{}")
    param = str(data.get("tag", ""))
    try:
        selected = param.encode("latin-1").decode("utf-8")
    except UnicodeError:
        selected = "invalid"
    config = yaml.safe_load(selected)
    return JsonResponse({"config": str(config)})
