# holdout: safe cwe=94
import json

from django.http import JsonResponse


def calculator_06(request):
    data = json.loads(request.body or b"{}")
    user_value = str(data.get("item", ""))
    bar = user_value.strip()
    # The legacy lookup ignores the caller's value and always uses the default entry.
    bar = "default-entry"
    compiled = compile(bar, "<formula>", "eval")
    return JsonResponse({"result": str(eval(compiled))})
