"""Writes tests/engine/holdout/javascript/<category>/*.js from the building blocks."""

import random
import re

from common import Case, indent, subst
from js_config import (
    CIPHER_MEMBERS, CIPHER_SINK, COOKIE_VALUES, COOKIES, CRYPTO_EXTRA, DIGEST_MEMBERS, DIGEST_SINKS,
    HASH_EXTRA, PROVIDERS, RANDOMS, STRONG_CIPHERS, STRONG_DIGESTS, TOKEN_MEMBERS, TOKEN_USES,
    WEAK_CIPHERS, WEAK_DIGESTS,
)
from js_parts import MODULES, SINKS, SOURCES, STEPS

CWE = {"sqli": 89, "cmdi": 78, "xss": 79, "pathtraver": 22, "ldapi": 90, "xpathi": 643, "crypto": 327,
       "hash": 328, "weakrand": 330, "securecookie": 614, "trustbound": 501, "codeinj": 94,
       "deserialization": 502, "xxe": 611, "ssrf": 918, "redirect": 601}
FIELDS = ["q", "name", "item", "term", "ref", "user", "file", "note", "tag", "sort", "next", "target"]
PARAM_NAMES = ["param", "incoming", "provided", "raw", "userValue"]
BAR_NAMES = ["bar", "subject", "chosen", "operand", "selected"]
NAME = {"sqli": "orderLookup", "cmdi": "hostTool", "xss": "greeting", "pathtraver": "fileView",
        "ldapi": "directoryLookup", "xpathi": "userQuery", "crypto": "sealNote", "hash": "fingerprint",
        "weakrand": "issueToken", "securecookie": "savePrefs", "trustbound": "saveProfile",
        "codeinj": "calculator", "deserialization": "restoreState", "xxe": "importFeed", "ssrf": "preview",
        "redirect": "continueTo"}


def module_lines(text: str, esm: bool) -> list[str]:
    out = []
    for name, (cjs, mjs) in MODULES.items():
        if re.search(r"(?<![\w.$])" + re.escape(name) + r"\b(?!:)", text):
            line = mjs if esm else cjs
            if line not in out:
                out.append(line)
    return out


def module(category: str, vulnerable: bool, index: int, body: str, members: str, route_suffix: str = "") -> Case:
    esm = index % 4 == 3
    is_async = "await " in body
    method = "post" if "req.body" in body or "req.file" in body else "get"
    route = f"/{category}/{index + 1:02d}{route_suffix}"
    upload = 'upload.single("document"), ' if "req.file" in body else ""
    style = index % 3
    if style == 0:
        handler = f"{'async ' if is_async else ''}(req, res) => {{\n{indent(body, 2)}\n}}"
    elif style == 1:
        handler = f"{'async ' if is_async else ''}function handle(req, res) {{\n{indent(body, 2)}\n}}"
    else:
        handler = f"{'async ' if is_async else ''}(req, res) => {{\n{indent(body, 2)}\n}}"
    app_name = "router" if style != 2 else "app"
    setup = "const router = express.Router();" if app_name == "router" else "const app = express();\napp.use(express.json());"
    if upload:
        setup += '\nconst upload = multer({ dest: "/tmp/uploads" });'
    core = f"{setup}\n{members}\n{app_name}.{method}(\"{route}\", {upload}{handler});\n"
    core = re.sub(r"\n{3,}", "\n\n", core)
    imports = module_lines(core, esm)
    if esm:
        head = 'import express from "express";\n' + "\n".join(imports)
        tail = f"\nexport default {app_name};\n"
    else:
        head = '"use strict";\n\nconst express = require("express");\n' + "\n".join(imports)
        tail = f"\nmodule.exports = {app_name};\n"
    mark = f"// holdout: {'vulnerable' if vulnerable else 'safe'} cwe={CWE[category]}\n"
    text = mark + head.rstrip() + "\n\n" + core.strip() + "\n" + tail
    return Case("javascript", category, f"{NAME[category]}{index + 1:02d}.js", text)


def taint_cases(category: str, rng: random.Random, count: int) -> list[Case]:
    sinks = SINKS[category]
    vuln_sinks = [s for s in sinks if s[0]]
    safe_sinks = [s for s in sinks if not s[0]]
    tainted = [s for s in STEPS if s[1]]
    clean = [s for s in STEPS if not s[1]]
    rng.shuffle(tainted)
    rng.shuffle(clean)
    sources = SOURCES[:]
    rng.shuffle(sources)
    out = []
    for i in range(count):
        vulnerable = i % 2 == 0
        if vulnerable:
            step, sink = tainted[i // 2 % len(tainted)], vuln_sinks[i // 2 % len(vuln_sinks)]
        elif safe_sinks and (i // 2) % 2 == 1:
            step, sink = tainted[(i // 2 + 4) % len(tainted)], safe_sinks[i // 4 % len(safe_sinks)]
        else:
            step, sink = clean[i // 2 % len(clean)], vuln_sinks[(i // 2 + 1) % len(vuln_sinks)]
        names = {"P": rng.choice(PARAM_NAMES), "B": rng.choice(BAR_NAMES), "N": rng.choice(FIELDS)}
        src = sources[i % len(sources)]
        body = "\n".join([src[1], step[2], sink[1]])
        out.append(module(category, vulnerable, i, subst(body, names), subst(step[3] + sink[2], names),
                          subst(src[2], names)))
    return out


def algorithm_cases(category: str, rng: random.Random, count: int) -> list[Case]:
    providers = PROVIDERS[:]
    rng.shuffle(providers)
    weak, strong, extra = ((WEAK_CIPHERS, STRONG_CIPHERS, CRYPTO_EXTRA) if category == "crypto"
                           else (WEAK_DIGESTS, STRONG_DIGESTS, HASH_EXTRA))
    out = []
    n = count - len(extra)
    for i in range(n):
        vulnerable = i % 2 == 0
        value = (weak if vulnerable else strong)[i // 2 % len(weak if vulnerable else strong)]
        decoy = (strong if vulnerable else weak)[i % len(strong if vulnerable else weak)]
        half = max(1, len(value) // 2)
        names = {"V": value, "D": decoy, "V1": value[:half], "V2": value[half:]}
        p = providers[i % len(providers)]
        code, members, expr = subst(p[1], names), subst(p[2], names), subst(p[3], names)
        if category == "crypto":
            sink, sink_members = CIPHER_SINK, CIPHER_MEMBERS
        else:
            sink, sink_members = DIGEST_SINKS[i % 2], DIGEST_MEMBERS[i % 2]
        body = "\n".join(x for x in [code, subst(sink, {"A": expr})] if x)
        out.append(module(category, vulnerable, i, body, members + sink_members))
    for j, (vulnerable, body, members) in enumerate(extra):
        out.append(module(category, vulnerable, n + j, body, members))
    return out


def random_cases() -> list[Case]:
    out = []
    for i, (vulnerable, code, members) in enumerate(RANDOMS):
        k = i % len(TOKEN_USES)
        out.append(module("weakrand", vulnerable, i, code + "\n" + TOKEN_USES[k], members + TOKEN_MEMBERS[k]))
    return out


def cookie_cases() -> list[Case]:
    out = []
    for i, (vulnerable, code, members) in enumerate(COOKIES):
        body = subst(code, {"V": COOKIE_VALUES[i % len(COOKIE_VALUES)]})
        out.append(module("securecookie", vulnerable, i, body, members))
    return out


def build() -> list[Case]:
    out: list[Case] = []
    for category in ["sqli", "cmdi", "xss", "pathtraver", "ldapi", "xpathi", "trustbound", "codeinj",
                     "deserialization", "xxe", "ssrf", "redirect"]:
        out += taint_cases(category, random.Random(f"javascript-{category}"), 12)
    out += algorithm_cases("crypto", random.Random("javascript-crypto"), 12)
    out += algorithm_cases("hash", random.Random("javascript-hash"), 12)
    out += random_cases()
    out += cookie_cases()
    return out
