# holdout: vulnerable cwe=502
import base64
import json
import pickle

from django.http import JsonResponse


def restore_state_03(request):
    data = json.loads(request.body or b"{}")
    provided = str(data.get("q", ""))
    bar = "%s" % provided
    state = pickle.loads(base64.b64decode(bar))
    return JsonResponse({"keys": list(state)})
