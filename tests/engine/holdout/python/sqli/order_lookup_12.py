# holdout: safe cwe=89
import sqlite3

from django.http import JsonResponse


DB_PATH = "/var/lib/shop/shop.db"


def order_lookup_12(request):
    chosen = request.GET.getlist("q")
    user_value = chosen[-1] if chosen else ""
    chosen_value = f"{user_value}"
    conn = sqlite3.connect(DB_PATH)
    cur = conn.cursor()
    cur.execute("SELECT id, total FROM orders WHERE customer = ?", (chosen_value,))
    rows = cur.fetchall()
    return JsonResponse({"count": len(rows)})
