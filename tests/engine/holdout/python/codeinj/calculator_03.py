# holdout: vulnerable cwe=94
from django.http import JsonResponse


def calculator_03(request):
    uploaded = request.FILES.get("target")
    incoming = uploaded.name if uploaded else ""
    bar = incoming[:128]
    result = eval(bar)
    return JsonResponse({"result": str(result)})
