# holdout: vulnerable cwe=89
import sqlite3

from django.http import JsonResponse


class Wrapper:
    def __init__(self, value):
        self.value = value

    def unwrap(self):
        return self.value

DB_PATH = "/var/lib/shop/shop.db"


def order_lookup_03(request):
    chosen = request.GET.getlist("note")
    raw = chosen[-1] if chosen else ""
    operand = Wrapper(raw).unwrap()
    conn = sqlite3.connect(DB_PATH)
    cur = conn.cursor()
    cur.execute("SELECT id, total FROM orders WHERE customer = '" + operand + "'")
    rows = cur.fetchall()
    return JsonResponse({"count": len(rows)})
