"""Writes tests/engine/holdout/python/<category>/*.py from the building blocks."""

import random
import re

from common import Case, indent, subst
from python_config import (
    CIPHER_SINKS, COOKIES, CRYPTO_EXTRA, DIGEST_MEMBERS, DIGEST_SINKS, ENV_PROVIDER, HASH_EXTRA,
    LOCAL_CIPHER_SINK, LOCAL_STRONG_MODES, LOCAL_WEAK_MODES, PROVIDERS, RANDOMS, STRONG_DIGESTS,
    STRONG_MODES, TOKEN_MEMBERS, TOKEN_USES, WEAK_DIGESTS, WEAK_MODES,
)
from python_parts import (
    DJANGO_IMPORTS, DJANGO_SOURCES, FLASK_EXTRA, FLASK_NAMES, FLASK_SOURCES, IMPORTS, SINKS, STEPS,
)

CWE = {"sqli": 89, "cmdi": 78, "xss": 79, "pathtraver": 22, "ldapi": 90, "xpathi": 643, "crypto": 327,
       "hash": 328, "weakrand": 330, "securecookie": 614, "trustbound": 501, "codeinj": 94,
       "deserialization": 502, "xxe": 611, "ssrf": 918, "redirect": 601}
FIELDS = ["q", "name", "item", "term", "ref", "user", "file", "note", "tag", "sort", "next", "target"]
PARAM_NAMES = ["param", "incoming", "provided", "raw", "user_value"]
BAR_NAMES = ["bar", "subject", "chosen_value", "operand", "selected"]
VIEW = {"sqli": "order_lookup", "cmdi": "host_tool", "xss": "greeting", "pathtraver": "file_view",
        "ldapi": "directory_lookup", "xpathi": "user_query", "crypto": "seal_note", "hash": "fingerprint",
        "weakrand": "issue_token", "securecookie": "save_prefs", "trustbound": "save_profile",
        "codeinj": "calculator", "deserialization": "restore_state", "xxe": "import_feed", "ssrf": "preview",
        "redirect": "continue_to"}


def framework_text(fw: str, code: str) -> str:
    if fw == "f":
        code = code.replace("$JSON(", "jsonify(").replace("$TEXT(", "make_response(")
        code = re.sub(r'\$SRC\("(\w+)"\)', r'request.form.get("\1", "")', code)
        code = re.sub(r'\$STORE\(("\w+"), (\w+)\)', r"session[\1] = \2", code)
    else:
        code = code.replace("$JSON(", "JsonResponse(").replace("$TEXT(", "HttpResponse(")
        code = re.sub(r'\$SRC\("(\w+)"\)', r'request.POST.get("\1", "")', code)
        code = re.sub(r'\$STORE\(("\w+"), (\w+)\)', r"request.session[\1] = \2", code)
    return code


def used(name: str, text: str) -> bool:
    return re.search(r"(?<![\w.])" + re.escape(name) + r"\b", text) is not None


def imports_for(fw: str, text: str) -> str:
    lines = {IMPORTS[n] for n in IMPORTS if used(n, text)}
    if fw == "f":
        names = [n for n in FLASK_NAMES if used(n, text)]
        lines.add(f"from flask import {', '.join(names)}")
        lines |= {v for n, v in FLASK_EXTRA.items() if used(n, text)}
    else:
        lines |= {v for n, v in DJANGO_IMPORTS.items() if used(n, text)}
    std = sorted(x for x in lines if x.startswith("import ") and x.split()[1].split(".")[0] in STDLIB)
    rest = sorted(x for x in lines if x not in std)
    return "\n".join(std) + ("\n\n" if std and rest else "") + "\n".join(rest)


STDLIB = {"os", "subprocess", "sqlite3", "base64", "json", "hashlib", "random", "secrets", "pickle", "html",
          "shlex", "marshal", "ast", "io", "pathlib", "shutil", "string", "uuid", "hmac", "time", "urllib", "xml"}


def module(category: str, vulnerable: bool, fw: str, func: str, body: str, members: str, view_arg: str = "") -> Case:
    body = framework_text(fw, body)
    members = framework_text(fw, members)
    if fw == "f":
        route = f"/{category}/{func.replace('_', '-')}"
        if view_arg:
            route += f"/<{view_arg}>"
        view = f'@app.route("{route}", methods=["GET", "POST"])\ndef {func}({view_arg}):\n{indent(body, 4)}\n'
        core = f"app = Flask(__name__)\n{members}\n\n{view}"
    else:
        view = f"def {func}(request):\n{indent(body, 4)}\n"
        core = f"{members.lstrip()}\n\n{view}" if members.strip() else view
    head = f"# holdout: {'vulnerable' if vulnerable else 'safe'} cwe={CWE[category]}\n"
    text = head + imports_for(fw, core) + "\n\n" + ("\n" if fw == "d" or not members else "") + core
    text = re.sub(r"\n{4,}", "\n\n\n", text)
    return Case("python", category, f"{func}_{len(func) % 7}{fw}.py", text)


def taint_cases(category: str, rng: random.Random, count: int) -> list[Case]:
    sinks = SINKS[category]
    tainted = [s for s in STEPS if s[1]]
    clean = [s for s in STEPS if not s[1]]
    rng.shuffle(tainted)
    rng.shuffle(clean)
    fsrc, dsrc = FLASK_SOURCES[:], DJANGO_SOURCES[:]
    rng.shuffle(fsrc)
    rng.shuffle(dsrc)
    out = []
    counters = {"f": 0, "d": 0}
    for i in range(count):
        vulnerable = i % 2 == 0
        fw = "d" if i % 3 == 2 else "f"
        pool = [s for s in sinks if fw in s[1]] or sinks
        vuln_sinks = [s for s in pool if s[0]]
        safe_sinks = [s for s in pool if not s[0]]
        k = counters[fw]
        counters[fw] += 1
        if vulnerable:
            step, sink = tainted[i // 2 % len(tainted)], vuln_sinks[k % len(vuln_sinks)]
        elif safe_sinks and (i // 2) % 2 == 1:
            step, sink = tainted[(i // 2 + 5) % len(tainted)], safe_sinks[k % len(safe_sinks)]
        else:
            step, sink = clean[i // 2 % len(clean)], vuln_sinks[(k + 1) % len(vuln_sinks)]
        names = {"P": rng.choice(PARAM_NAMES), "B": rng.choice(BAR_NAMES), "N": rng.choice(FIELDS)}
        names["U"] = names["N"].upper()
        src = (fsrc if fw == "f" else dsrc)[i % len(fsrc if fw == "f" else dsrc)]
        view_arg = names["P"] if src[1] is None else ""
        body = "\n".join(x for x in [src[1], step[2], sink[2]] if x)
        members = step[3] + sink[3]
        func = f"{VIEW[category]}_{i + 1:02d}"
        case = module(category, vulnerable, fw, func, subst(body, names), subst(members, names), view_arg)
        case.file = f"{func}.py"
        out.append(case)
    return out


def algorithm_cases(category: str, rng: random.Random) -> list[Case]:
    out = []
    providers = PROVIDERS[:]
    rng.shuffle(providers)
    if category == "hash":
        plans = []
        for i in range(8):
            vulnerable = i % 2 == 0
            value = (WEAK_DIGESTS if vulnerable else STRONG_DIGESTS)[i // 2]
            decoy = (STRONG_DIGESTS if vulnerable else WEAK_DIGESTS)[i // 2]
            provider = ENV_PROVIDER if i == 7 else providers[i % len(providers)]
            k = i % len(DIGEST_SINKS)
            plans.append((vulnerable, provider, value, decoy, DIGEST_SINKS[k], DIGEST_MEMBERS[k]))
        extra = HASH_EXTRA
    else:
        plans = []
        for i in range(6):
            vulnerable = i % 2 == 0
            value = (WEAK_MODES if vulnerable else STRONG_MODES)[i // 2 % (1 if vulnerable else 3)]
            decoy = (STRONG_MODES if vulnerable else WEAK_MODES)[0]
            plans.append((vulnerable, providers[i % len(providers)], value, decoy, CIPHER_SINKS[0], ""))
        local = [p for p in providers if not p[1] and p[2]]
        for i in range(4):
            vulnerable = i % 2 == 0
            value = (LOCAL_WEAK_MODES if vulnerable else LOCAL_STRONG_MODES)[i // 2 % (1 if vulnerable else 3)]
            decoy = (LOCAL_STRONG_MODES if vulnerable else LOCAL_WEAK_MODES)[0]
            plans.append((vulnerable, local[i % len(local)], value, decoy, LOCAL_CIPHER_SINK, ""))
        extra = CRYPTO_EXTRA
    for i, (vulnerable, provider, value, decoy, sink, sink_members) in enumerate(plans):
        names = {"V": value, "D": decoy}
        code, members, expr = subst(provider[2], names), subst(provider[3], names), subst(provider[4], names)
        if "$PROVIDER" in sink:
            body = subst(sink, {"PROVIDER": code, "A": expr})
        else:
            body = "\n".join(x for x in [code, subst(sink, {"A": expr})] if x)
        fw = "d" if i % 3 == 2 else "f"
        func = f"{VIEW[category]}_{i + 1:02d}"
        case = module(category, vulnerable, fw, func, body, members + sink_members)
        case.file = f"{func}.py"
        out.append(case)
    for j, (vulnerable, body, members) in enumerate(extra):
        fw = "d" if j % 3 == 1 else "f"
        func = f"{VIEW[category]}_{len(plans) + j + 1:02d}"
        case = module(category, vulnerable, fw, func, body, members)
        case.file = f"{func}.py"
        out.append(case)
    return out


def random_cases() -> list[Case]:
    out = []
    for i, (vulnerable, code, members) in enumerate(RANDOMS):
        k = i % len(TOKEN_USES)
        fw = "d" if i % 3 == 1 else "f"
        func = f"{VIEW['weakrand']}_{i + 1:02d}"
        case = module("weakrand", vulnerable, fw, func, code + "\n" + TOKEN_USES[k], members + TOKEN_MEMBERS[k])
        case.file = f"{func}.py"
        out.append(case)
    return out


COOKIE_VALUES = ['request.args.get("theme", "light")', "str(int(time.time()))", 'request.cookies.get("region", "eu")']
DJANGO_COOKIE_VALUES = ['request.GET.get("theme", "light")', "str(int(time.time()))"]


def cookie_cases() -> list[Case]:
    out = []
    for i, (vulnerable, fw, code, members) in enumerate(COOKIES):
        values = COOKIE_VALUES if fw == "f" else DJANGO_COOKIE_VALUES
        body = subst(code, {"V": values[i % len(values)]})
        func = f"{VIEW['securecookie']}_{i + 1:02d}"
        case = module("securecookie", vulnerable, fw, func, body, members)
        case.file = f"{func}.py"
        out.append(case)
    return out


def build() -> list[Case]:
    out: list[Case] = []
    for category in ["sqli", "cmdi", "xss", "pathtraver", "ldapi", "xpathi", "trustbound", "codeinj",
                     "deserialization", "xxe", "ssrf", "redirect"]:
        out += taint_cases(category, random.Random(f"python-{category}"), 12)
    out += algorithm_cases("crypto", random.Random("python-crypto"))
    out += algorithm_cases("hash", random.Random("python-hash"))
    out += random_cases()
    out += cookie_cases()
    return out
