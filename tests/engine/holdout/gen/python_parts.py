"""Python building blocks (Flask and Django views). Placeholders as in java_parts.

$JSON(x) becomes jsonify(x) or JsonResponse(x); $TEXT(x) make_response(x) or HttpResponse(x).
"""

# (name, code); a code of None means the value arrives as a view argument named $P.
FLASK_SOURCES = [
    ("args", '$P = request.args.get("$N", "")'),
    ("form", '$P = request.form.get("$N", "")'),
    ("values", '$P = request.values.get("$N") or ""'),
    ("getlist", """chosen = request.args.getlist("$N")
$P = chosen[0] if chosen else \"\""""),
    ("header", '$P = request.headers.get("X-$N", "")'),
    ("headerItems", """$P = ""
for header_name, header_value in request.headers.items():
    if header_name.lower().startswith("x-custom-"):
        $P = header_value
        break"""),
    ("cookie", '$P = request.cookies.get("$N", "anonymous")'),
    ("json", """payload = request.get_json(silent=True) or {}
$P = str(payload.get("$N", ""))"""),
    ("queryString", """parsed = parse_qs(request.query_string.decode("utf-8"))
$P = parsed.get("$N", [""])[0]"""),
    ("body", '$P = request.get_data(as_text=True).strip()'),
    ("upload", """upload = request.files.get("$N")
$P = upload.filename if upload else \"\""""),
    ("viewArg", None),
    ("argKeys", """$P = ""
for key in request.args.keys():
    if key.startswith("f_"):
        $P = key[2:]"""),
]

DJANGO_SOURCES = [
    ("get", '$P = request.GET.get("$N", "")'),
    ("post", '$P = request.POST.get("$N", "")'),
    ("getlist", """chosen = request.GET.getlist("$N")
$P = chosen[-1] if chosen else \"\""""),
    ("meta", '$P = request.META.get("HTTP_X_$U", "")'),
    ("headers", '$P = request.headers.get("X-$N", "")'),
    ("cookie", '$P = request.COOKIES.get("$N", "")'),
    ("body", """data = json.loads(request.body or b"{}")
$P = str(data.get("$N", ""))"""),
    ("files", """uploaded = request.FILES.get("$N")
$P = uploaded.name if uploaded else \"\""""),
    ("items", """$P = ""
for key, value in request.GET.items():
    if key.startswith("filter_"):
        $P = value"""),
]

# (name, tainted, code, module members)
STEPS = [
    ("direct", True, "$B = $P", ""),
    ("format", True, '$B = "{}".format($P).strip()', ""),
    ("percent", True, '$B = "%s" % $P', ""),
    ("dictHit", True, """slots = {"first": "fixed", "second": $P, "third": "other"}
$B = slots["second"]""", ""),
    ("dictMiss", False, """slots = {"first": "fixed", "second": $P, "third": "other"}
$B = slots["third"]""", ""),
    ("dictAssign", True, """store = {}
store["keyA"] = "static"
store["keyB"] = $P
$B = store.get("keyB")""", ""),
    ("dictAssignMiss", False, """store = {}
store["keyA"] = "static"
store["keyB"] = $P
$B = store.get("keyA")""", ""),
    ("listHit", True, """items = ["north", $P, "south"]
items.pop(0)
$B = items[0]""", ""),
    ("listMiss", False, """items = ["north", $P, "south"]
items.pop(0)
$B = items[1]""", ""),
    ("ternaryHit", True, """num = 86
$B = "fallback" if (7 * 18) - num > 200 else $P""", ""),
    ("ternaryMiss", False, """num = 86
$B = "fallback" if (7 * 42) - num > 200 else $P""", ""),
    ("ifHit", True, """$B = "standard"
limit = 250
if (limit // 5) * 3 > 100:
    $B = $P""", ""),
    ("ifMiss", False, """$B = "standard"
limit = 250
if (limit // 5) * 2 > 100:
    $B = $P""", ""),
    ("charHit", True, """mode = "ABC"[2]
if mode == "A":
    $B = $P
elif mode == "B":
    $B = "bob"
else:
    $B = $P""", ""),
    ("charMiss", False, """mode = "ABC"[1]
if mode == "A":
    $B = $P
elif mode == "B":
    $B = "bob"
else:
    $B = $P""", ""),
    ("base64", True, '$B = base64.b64decode(base64.b64encode($P.encode("utf-8"))).decode("utf-8")', ""),
    ("helper", True, "$B = normalise($P)", """

def normalise(value):
    return value.strip().lower()
"""),
    ("helperConst", False, "$B = pick_label($P)", """

def pick_label(value):
    label = "default-label"
    return label
"""),
    ("classHit", True, "$B = Wrapper($P).unwrap()", """

class Wrapper:
    def __init__(self, value):
        self.value = value

    def unwrap(self):
        return self.value
"""),
    ("classMiss", False, "$B = Wrapper($P).describe()", """

class Wrapper:
    def __init__(self, value):
        self.value = value

    def describe(self):
        return "wrapper-v2"
"""),
    ("unquote", True, "$B = unquote($P)", ""),
    ("split", True, '$B = $P.split(",")[0]', ""),
    ("slice", True, "$B = $P[:128]", ""),
    ("join", True, '$B = "-".join([$P, "suffix"])', ""),
    ("loop", True, """$B = ""
for ch in $P:
    if ch != "\\n":
        $B += ch""", ""),
    ("tryExcept", True, """try:
    $B = $P.encode("latin-1").decode("utf-8")
except UnicodeError:
    $B = "invalid\"""", ""),
    ("overwrite", False, """$B = $P.strip()
# The legacy lookup ignores the caller's value and always uses the default entry.
$B = "default-entry\"""", ""),
    ("int", False, """try:
    $B = str(int($P))
except ValueError:
    $B = "0\"""", ""),
    ("allowList", False, '$B = $P if $P in ALLOWED else "alpha"', '\nALLOWED = {"alpha", "beta", "gamma"}\n'),
    ("deadFlag", False, """$B = "preset"
if LEGACY_MODE:
    $B = $P""", "\nLEGACY_MODE = False\n"),
    ("fstring", True, '$B = f"{$P}"', ""),
]

DB_PATH = '\nDB_PATH = "/var/lib/shop/shop.db"\n'

# category -> list of (vulnerable, frameworks, code, module members); frameworks "fd" = both.
SINKS = {
    "sqli": [
        (True, "fd", """conn = sqlite3.connect(DB_PATH)
cur = conn.cursor()
cur.execute("SELECT id, total FROM orders WHERE customer = '" + $B + "'")
rows = cur.fetchall()
return $JSON({"count": len(rows)})""", DB_PATH),
        (True, "fd", """conn = sqlite3.connect(DB_PATH)
conn.execute(f"UPDATE accounts SET nickname = '{$B}' WHERE id = 7")
conn.commit()
return $JSON({"ok": True})""", DB_PATH),
        (True, "fd", """query = "SELECT name FROM products WHERE sku = '{}'".format($B)
with sqlite3.connect(DB_PATH) as conn:
    names = [row[0] for row in conn.execute(query)]
return $JSON({"names": names})""", DB_PATH),
        (True, "fd", """conn = sqlite3.connect(DB_PATH)
conn.executescript("INSERT INTO audit(note) VALUES ('%s');" % $B)
return $JSON({"ok": True})""", DB_PATH),
        (True, "d", """rows = list(Order.objects.raw("SELECT * FROM shop_order WHERE ref = '%s'" % $B))
return $JSON({"count": len(rows)})""", ""),
        (True, "d", """with connection.cursor() as cursor:
    cursor.execute(f"SELECT id FROM shop_ticket WHERE owner = '{$B}'")
    found = cursor.fetchall()
return $JSON({"count": len(found)})""", ""),
        (True, "f", """result = db.session.execute(text("SELECT id FROM tickets WHERE owner = '" + $B + "'"))
return $JSON({"count": len(result.fetchall())})""", "\ndb = SQLAlchemy()\n"),
        (True, "f", """conn = psycopg2.connect(dsn=DSN)
with conn.cursor() as cursor:
    cursor.execute("DELETE FROM carts WHERE session_ref = '%s'" % $B)
conn.commit()
return $JSON({"ok": True})""", '\nDSN = "postgresql://app@db.internal/shop"\n'),
        (False, "fd", """conn = sqlite3.connect(DB_PATH)
cur = conn.cursor()
cur.execute("SELECT id, total FROM orders WHERE customer = ?", ($B,))
rows = cur.fetchall()
return $JSON({"count": len(rows)})""", DB_PATH),
        (False, "d", """with connection.cursor() as cursor:
    cursor.execute("SELECT id FROM shop_ticket WHERE owner = %s", [$B])
    found = cursor.fetchall()
return $JSON({"count": len(found)})""", ""),
        (False, "d", """count = Order.objects.filter(ref=$B).count()
return $JSON({"count": count})""", ""),
        (False, "f", """result = db.session.execute(text("SELECT id FROM tickets WHERE owner = :owner"), {"owner": $B})
return $JSON({"count": len(result.fetchall())})""", "\ndb = SQLAlchemy()\n"),
    ],
    "cmdi": [
        (True, "fd", """status = os.system("ping -c 1 " + $B)
return $JSON({"status": status})""", ""),
        (True, "fd", """code = subprocess.call("tar czf /tmp/export.tgz " + $B, shell=True)
return $JSON({"code": code})""", ""),
        (True, "fd", """output = subprocess.check_output(f"grep -i {$B} /srv/data/catalog.txt", shell=True)
return $TEXT(output)""", ""),
        (True, "fd", """answer = os.popen("nslookup %s" % $B).read()
return $TEXT(answer)""", ""),
        (True, "fd", """proc = subprocess.Popen(["/bin/sh", "-c", "echo " + $B], stdout=subprocess.PIPE)
out, _ = proc.communicate()
return $TEXT(out)""", ""),
        (True, "fd", """subprocess.run("convert /srv/images/{} -resize 64x64 /tmp/thumb.png".format($B), shell=True, check=False)
return $JSON({"queued": True})""", ""),
        (False, "fd", """done = subprocess.run(["ping", "-c", "1", $B], capture_output=True, timeout=10)
return $JSON({"code": done.returncode})""", ""),
        (False, "fd", """code = subprocess.call("ping -c 1 " + shlex.quote($B), shell=True)
return $JSON({"code": code})""", ""),
        (False, "fd", """done = subprocess.run(["sort", "-u"], input=$B, capture_output=True, text=True)
return $TEXT(done.stdout)""", ""),
    ],
    "xss": [
        (True, "f", 'return "<p>Hello " + $B + "</p>"', ""),
        (True, "f", 'return make_response(f"<div class=\\"result\\">{$B}</div>")', ""),
        (True, "f", 'return Response("<h2>%s</h2>" % $B, mimetype="text/html")', ""),
        (True, "f", 'return render_template("results.html", query=Markup($B))', ""),
        (True, "d", 'return HttpResponse("<p>Hello " + $B + "</p>")', ""),
        (True, "d", 'return HttpResponse(mark_safe(f"<b>{$B}</b>"))', ""),
        (True, "d", """response = HttpResponse()
response.write("<li>%s</li>" % $B)
return response""", ""),
        (False, "f", 'return "<p>Hello " + str(escape($B)) + "</p>"', ""),
        (False, "f", 'return make_response(f"<div class=\\"result\\">{html.escape($B)}</div>")', ""),
        (False, "f", 'return render_template("results.html", query=$B)', ""),
        (False, "f", 'return jsonify({"query": $B})', ""),
        (False, "d", 'return HttpResponse("<p>Hello " + escape($B) + "</p>")', ""),
        (False, "d", 'return HttpResponse(format_html("<b>{}</b>", $B))', ""),
        (False, "d", 'return render(request, "results.html", {"query": $B})', ""),
    ],
    "pathtraver": [
        (True, "fd", """with open(os.path.join(BASE_DIR, $B), "rb") as fh:
    content = fh.read()
return $TEXT(content)""", '\nBASE_DIR = "/srv/app/reports"\n'),
        (True, "fd", 'return $TEXT(open("/srv/app/reports/" + $B).read())', ""),
        (True, "f", 'return send_file(os.path.join(REPORTS, $B))', '\nREPORTS = "/srv/app/reports"\n'),
        (True, "d", 'return FileResponse(open(os.path.join(REPORTS, $B), "rb"))', '\nREPORTS = "/srv/app/reports"\n'),
        (True, "fd", """os.remove(f"/srv/app/tmp/{$B}")
return $JSON({"deleted": True})""", ""),
        (True, "fd", """target = pathlib.Path("/srv/app/exports") / $B
target.write_text("export started\\n")
return $JSON({"path": str(target)})""", ""),
        (True, "fd", """shutil.copy(os.path.join(UPLOADS, $B), "/srv/app/archive/")
return $JSON({"archived": True})""", '\nUPLOADS = "/srv/app/uploads"\n'),
        (False, "fd", """name = os.path.basename($B)
with open(os.path.join(BASE_DIR, name), "rb") as fh:
    content = fh.read()
return $TEXT(content)""", '\nBASE_DIR = "/srv/app/reports"\n'),
        (False, "fd", """with open(os.path.join(BASE_DIR, secure_filename($B)), "rb") as fh:
    content = fh.read()
return $TEXT(content)""", '\nBASE_DIR = "/srv/app/reports"\n'),
        (False, "fd", """candidate = os.path.realpath(os.path.join(BASE_DIR, $B))
if not candidate.startswith(BASE_DIR + os.sep):
    return $TEXT("bad path")
with open(candidate, "rb") as fh:
    return $TEXT(fh.read())""", '\nBASE_DIR = "/srv/app/reports"\n'),
        (False, "f", 'return send_from_directory(REPORTS, $B)', '\nREPORTS = "/srv/app/reports"\n'),
    ],
    "ldapi": [
        (True, "fd", """conn = ldap.initialize(LDAP_URL)
found = conn.search_s("ou=people,dc=example,dc=org", ldap.SCOPE_SUBTREE, "(uid=" + $B + ")")
return $JSON({"count": len(found)})""", '\nLDAP_URL = "ldap://ldap.internal:389"\n'),
        (True, "fd", """conn = Connection(Server(LDAP_URL), auto_bind=True)
conn.search("dc=example,dc=org", f"(&(objectClass=person)(cn={$B}))", attributes=["mail"])
return $JSON({"count": len(conn.entries)})""", '\nLDAP_URL = "ldap://ldap.internal:389"\n'),
        (True, "fd", """conn = ldap.initialize(LDAP_URL)
search_filter = "(mail=%s*)" % $B
found = conn.search_ext_s("ou=people,dc=example,dc=org", ldap.SCOPE_SUBTREE, search_filter, ["cn"])
return $JSON({"count": len(found)})""", '\nLDAP_URL = "ldap://ldap.internal:389"\n'),
        (False, "fd", """conn = ldap.initialize(LDAP_URL)
safe_value = ldap.filter.escape_filter_chars($B)
found = conn.search_s("ou=people,dc=example,dc=org", ldap.SCOPE_SUBTREE, "(uid=" + safe_value + ")")
return $JSON({"count": len(found)})""", '\nLDAP_URL = "ldap://ldap.internal:389"\n'),
        (False, "fd", """conn = Connection(Server(LDAP_URL), auto_bind=True)
conn.search("dc=example,dc=org", f"(&(objectClass=person)(cn={escape_filter_chars($B)}))", attributes=["mail"])
return $JSON({"count": len(conn.entries)})""", '\nLDAP_URL = "ldap://ldap.internal:389"\n'),
        (False, "fd", """conn = ldap.initialize(LDAP_URL)
found = conn.search_s("ou=people,dc=example,dc=org", ldap.SCOPE_SUBTREE, ldap.filter.filter_format("(uid=%s)", [$B]))
return $JSON({"count": len(found)})""", '\nLDAP_URL = "ldap://ldap.internal:389"\n'),
    ],
    "xpathi": [
        (True, "fd", """tree = etree.parse(USERS_XML)
emails = tree.xpath("/users/user[@login='" + $B + "']/email/text()")
return $JSON({"emails": [str(e) for e in emails]})""", '\nUSERS_XML = "/srv/app/data/users.xml"\n'),
        (True, "fd", """root = etree.parse(USERS_XML).getroot()
roles = root.xpath(f"//user[name='{$B}']/role/text()")
return $JSON({"roles": [str(r) for r in roles]})""", '\nUSERS_XML = "/srv/app/data/users.xml"\n'),
        (True, "fd", """find_title = etree.XPath("//book[@isbn='%s']/title/text()" % $B)
titles = find_title(etree.parse(CATALOG_XML))
return $JSON({"titles": [str(t) for t in titles]})""", '\nCATALOG_XML = "/srv/app/data/catalog.xml"\n'),
        (False, "fd", """tree = etree.parse(USERS_XML)
emails = tree.xpath("/users/user[@login=$login]/email/text()", login=$B)
return $JSON({"emails": [str(e) for e in emails]})""", '\nUSERS_XML = "/srv/app/data/users.xml"\n'),
        (False, "fd", """find_title = etree.XPath("//book[@isbn=$isbn]/title/text()")
titles = find_title(etree.parse(CATALOG_XML), isbn=$B)
return $JSON({"titles": [str(t) for t in titles]})""", '\nCATALOG_XML = "/srv/app/data/catalog.xml"\n'),
    ],
    "trustbound": [
        (True, "f", """session["display_name"] = $B
return $JSON({"saved": True})""", ""),
        (True, "f", """session[$B] = True
return $JSON({"saved": True})""", ""),
        (True, "d", """request.session["display_name"] = $B
return $JSON({"saved": True})""", ""),
        (True, "d", """request.session[$B] = "visited"
return $JSON({"saved": True})""", ""),
        (False, "f", """session["search_length"] = len($B)
return $JSON({"saved": True})""", ""),
        (False, "d", """request.session["search_length"] = len($B)
return $JSON({"saved": True})""", ""),
    ],
    "codeinj": [
        (True, "fd", """result = eval($B)
return $JSON({"result": str(result)})""", ""),
        (True, "fd", """namespace = {}
exec("total = " + $B, namespace)
return $JSON({"total": str(namespace.get("total"))})""", ""),
        (True, "fd", """compiled = compile($B, "<formula>", "eval")
return $JSON({"result": str(eval(compiled))})""", ""),
        (True, "f", 'return render_template_string("<p>Hello " + $B + "</p>")', ""),
        (True, "fd", """doubled = eval(f"({$B}) * 2")
return $JSON({"result": str(doubled)})""", ""),
        (False, "fd", """result = ast.literal_eval($B)
return $JSON({"result": str(result)})""", ""),
        (False, "fd", """result = json.loads($B)
return $JSON({"result": str(result)})""", ""),
        (False, "f", 'return render_template_string("<p>Hello {{ name }}</p>", name=$B)', ""),
    ],
    "deserialization": [
        (True, "fd", """state = pickle.loads(base64.b64decode($B))
return $JSON({"keys": list(state)})""", ""),
        (True, "fd", """config = yaml.load($B, Loader=yaml.Loader)
return $JSON({"config": str(config)})""", ""),
        (True, "fd", """config = yaml.unsafe_load($B)
return $JSON({"config": str(config)})""", ""),
        (True, "fd", """code_obj = marshal.loads(bytes.fromhex($B))
return $JSON({"type": type(code_obj).__name__})""", ""),
        (True, "fd", """obj = jsonpickle.decode($B)
return $JSON({"type": type(obj).__name__})""", ""),
        (False, "fd", """config = yaml.safe_load($B)
return $JSON({"config": str(config)})""", ""),
        (False, "fd", """state = json.loads($B)
return $JSON({"keys": list(state)})""", ""),
        (False, "fd", """config = yaml.load($B, Loader=yaml.SafeLoader)
return $JSON({"config": str(config)})""", ""),
    ],
    "xxe": [
        (True, "fd", """parser = etree.XMLParser(resolve_entities=True)
doc = etree.fromstring($B.encode("utf-8"), parser)
return $JSON({"root": doc.tag})""", ""),
        (True, "fd", """parser = etree.XMLParser(load_dtd=True, no_network=False, resolve_entities=True)
doc = etree.parse(io.BytesIO($B.encode("utf-8")), parser)
return $JSON({"root": doc.getroot().tag})""", ""),
        (True, "fd", """handler = xml.sax.handler.ContentHandler()
parser = xml.sax.make_parser()
parser.setFeature(xml.sax.handler.feature_external_ges, True)
parser.setContentHandler(handler)
parser.parse(io.StringIO($B))
return $JSON({"parsed": True})""", ""),
        (True, "fd", """doc = pulldom.parseString($B, parser=_entity_parser())
count = sum(1 for event, node in doc if event == pulldom.START_ELEMENT)
return $JSON({"elements": count})""", """

def _entity_parser():
    parser = xml.sax.make_parser()
    parser.setFeature(xml.sax.handler.feature_external_ges, True)
    return parser
"""),
        (False, "fd", """doc = defused_et.fromstring($B)
return $JSON({"root": doc.tag})""", ""),
        (False, "fd", """parser = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)
doc = etree.fromstring($B.encode("utf-8"), parser)
return $JSON({"root": doc.tag})""", ""),
        (False, "fd", """doc = defused_minidom.parseString($B)
return $JSON({"root": doc.documentElement.tagName})""", ""),
    ],
    "ssrf": [
        (True, "fd", """upstream = requests.get($B, timeout=5)
return $TEXT(upstream.text)""", ""),
        (True, "fd", """with urllib.request.urlopen($B) as remote:
    return $TEXT(remote.read())""", ""),
        (True, "fd", """reply = requests.post(f"http://{$B}/internal/ping", json={"from": "web"}, timeout=5)
return $JSON({"status": reply.status_code})""", ""),
        (True, "fd", """reply = httpx.get("https://" + $B + "/status")
return $JSON({"status": reply.status_code})""", ""),
        (True, "fd", """req = urllib.request.Request($B, headers={"User-Agent": "preview-bot"})
with urllib.request.urlopen(req, timeout=5) as remote:
    return $TEXT(remote.read(2048))""", ""),
        (False, "fd", """upstream = requests.get("https://api.example.com/search", params={"q": $B}, timeout=5)
return $TEXT(upstream.text)""", ""),
        (False, "fd", """host = urlparse($B).hostname
if host not in ALLOWED_HOSTS:
    return $TEXT("host not allowed")
upstream = requests.get($B, timeout=5)
return $TEXT(upstream.text)""", '\nALLOWED_HOSTS = {"api.example.com", "cdn.example.com"}\n'),
        (False, "fd", """url = ENDPOINTS.get($B, ENDPOINTS["default"])
upstream = requests.get(url, timeout=5)
return $TEXT(upstream.text)""", """
ENDPOINTS = {
    "default": "https://api.example.com/v1/status",
    "billing": "https://billing.example.com/v1/status",
}
"""),
    ],
    "redirect": [
        (True, "f", "return redirect($B)", ""),
        (True, "f", """resp = make_response("", 302)
resp.headers["Location"] = $B
return resp""", ""),
        (True, "d", "return HttpResponseRedirect($B)", ""),
        (True, "d", "return redirect($B)", ""),
        (False, "f", """if $B not in ALLOWED_PATHS:
    return redirect(url_for("index"))
return redirect($B)""", '\nALLOWED_PATHS = {"/", "/account", "/orders"}\n'),
        (False, "d", """if not url_has_allowed_host_and_scheme($B, allowed_hosts={request.get_host()}, require_https=True):
    return redirect("/")
return HttpResponseRedirect($B)""", ""),
        (False, "f", 'return redirect(url_for("orders", page=$B))', ""),
    ],
}

# Module name -> import line, added when the name is used.
IMPORTS = {
    "os": "import os", "subprocess": "import subprocess", "sqlite3": "import sqlite3",
    "base64": "import base64", "json": "import json", "hashlib": "import hashlib", "random": "import random",
    "secrets": "import secrets", "pickle": "import pickle", "yaml": "import yaml", "html": "import html",
    "shlex": "import shlex", "ldap": "import ldap\nimport ldap.filter", "requests": "import requests",
    "httpx": "import httpx", "marshal": "import marshal", "jsonpickle": "import jsonpickle", "ast": "import ast",
    "io": "import io", "pathlib": "import pathlib", "shutil": "import shutil", "psycopg2": "import psycopg2",
    "string": "import string", "uuid": "import uuid", "hmac": "import hmac", "time": "import time",
    "unquote": "from urllib.parse import unquote", "parse_qs": "from urllib.parse import parse_qs",
    "urlparse": "from urllib.parse import urlparse", "urllib": "import urllib.request",
    "etree": "from lxml import etree", "pulldom": "from xml.dom import pulldom",
    "xml": "import xml.sax\nimport xml.sax.handler",
    "defused_et": "import defusedxml.ElementTree as defused_et",
    "defused_minidom": "import defusedxml.minidom as defused_minidom",
    "Connection": "from ldap3 import Connection, Server",
    "escape_filter_chars": "from ldap3.utils.conv import escape_filter_chars",
    "secure_filename": "from werkzeug.utils import secure_filename",
    "SQLAlchemy": "from flask_sqlalchemy import SQLAlchemy", "text": "from sqlalchemy import text",
    "Order": "from shop.models import Order", "AES": "from Crypto.Cipher import AES",
    "DES": "from Crypto.Cipher import DES", "ARC4": "from Crypto.Cipher import ARC4",
    "Blowfish": "from Crypto.Cipher import Blowfish", "ChaCha20_Poly1305": "from Crypto.Cipher import ChaCha20_Poly1305",
    "get_random_bytes": "from Crypto.Random import get_random_bytes",
    "Cipher": "from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes",
    "AESGCM": "from cryptography.hazmat.primitives.ciphers.aead import AESGCM",
    "Fernet": "from cryptography.fernet import Fernet", "MD5": "from Crypto.Hash import MD5",
    "SHA256": "from Crypto.Hash import SHA256",
}
FLASK_NAMES = ["Flask", "Response", "abort", "jsonify", "make_response", "redirect", "render_template",
               "render_template_string", "request", "send_file", "send_from_directory", "session", "url_for"]
FLASK_EXTRA = {"escape": "from markupsafe import escape", "Markup": "from markupsafe import Markup"}
DJANGO_IMPORTS = {
    "HttpResponse": "from django.http import HttpResponse",
    "JsonResponse": "from django.http import JsonResponse",
    "HttpResponseRedirect": "from django.http import HttpResponseRedirect",
    "FileResponse": "from django.http import FileResponse",
    "redirect": "from django.shortcuts import redirect",
    "render": "from django.shortcuts import render",
    "connection": "from django.db import connection",
    "mark_safe": "from django.utils.safestring import mark_safe",
    "escape": "from django.utils.html import escape",
    "format_html": "from django.utils.html import format_html",
    "url_has_allowed_host_and_scheme": "from django.utils.http import url_has_allowed_host_and_scheme",
}
