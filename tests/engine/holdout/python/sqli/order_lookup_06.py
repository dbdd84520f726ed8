# holdout: safe cwe=89
import sqlite3

from django.http import JsonResponse


class Wrapper:
    def __init__(self, value):
        self.value = value

    def describe(self):
        return "wrapper-v2"

DB_PATH = "/var/lib/shop/shop.db"


def order_lookup_06(request):
    incoming = request.META.get("HTTP_X_FILE", "")
    selected = Wrapper(incoming).describe()
    query = "SELECT name FROM products WHERE sku = '{}'".format(selected)
    with sqlite3.connect(DB_PATH) as conn:
        names = [row[0] for row in conn.execute(query)]
    return JsonResponse({"names": names})
