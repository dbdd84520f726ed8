# holdout: vulnerable cwe=89
import sqlite3

from django.http import JsonResponse


DB_PATH = "/var/lib/shop/shop.db"


def order_lookup_09(request):
    user_value = request.headers.get("X-user", "")
    operand = "%s" % user_value
    query = "SELECT name FROM products WHERE sku = '{}'".format(operand)
    with sqlite3.connect(DB_PATH) as conn:
        names = [row[0] for row in conn.execute(query)]
    return JsonResponse({"names": names})
