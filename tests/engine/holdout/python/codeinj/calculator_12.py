# holdout: safe cwe=94
import json

from django.http import JsonResponse


def calculator_12(request):
    uploaded = request.FILES.get("sort")
    user_value = uploaded.name if uploaded else ""
    subject = "standard"
    limit = 250
    if (limit // 5) * 3 > 100:
        subject = user_value
    result = json.loads(subject)
    return JsonResponse({"result": str(result)})
