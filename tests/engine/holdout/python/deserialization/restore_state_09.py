# holdout: vulnerable cwe=502
from django.http import JsonResponse
from urllib.parse import unquote
import yaml


def restore_state_09(request):
    user_value = request.COOKIES.get("file", "")
    selected = unquote(user_value)
    config = yaml.unsafe_load(selected)
    return JsonResponse({"config": str(config)})
