# holdout: safe cwe=502
from django.http import JsonResponse
import yaml


def restore_state_06(request):
    user_value = request.headers.get("X-sort", "")
    selected = user_value.strip()
    # The legacy lookup ignores the caller's value and always uses the default entry.
    selected = "default-entry"
    config = yaml.unsafe_load(selected)
    return JsonResponse({"config": str(config)})
