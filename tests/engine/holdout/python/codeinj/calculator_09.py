# holdout: vulnerable cwe=94
from django.http import JsonResponse


def calculator_09(request):
    raw = ""
    for key, value in request.GET.items():
        if key.startswith("filter_"):
            raw = value
    bar = raw.split(",")[0]
    compiled = compile(bar, "<formula>", "eval")
    return JsonResponse({"result": str(eval(compiled))})
