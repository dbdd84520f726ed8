# holdout: vulnerable cwe=79
import json

from django.http import HttpResponse


def greeting_09(request):
    data = json.loads(request.body or b"{}")
    provided = str(data.get("name", ""))
    mode = "ABC"[2]
    if mode == "A":
        selected = provided
    elif mode == "B":
        selected = "bob"
    else:
        selected = provided
    response = HttpResponse()
    response.write("<li>%s</li>" % selected)
    return response
