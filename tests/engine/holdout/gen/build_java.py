"""Writes tests/engine/holdout/java/<category>/*.java from the building blocks."""

import random
import re

from common import Case, indent, subst
from java_config import (
    CIPHER_MEMBERS, CIPHER_SINKS, COOKIE_VALUES, COOKIES, CRYPTO_EXTRA, DIGEST_MEMBERS,
    DIGEST_SINKS, HASH_EXTRA, PROVIDERS, RANDOMS, STRONG_CIPHERS, STRONG_DIGESTS, TOKEN_MEMBERS,
    TOKEN_USES, WEAK_CIPHERS, WEAK_DIGESTS,
)
from java_parts import IMPORTS, SINKS, SOURCES, SPRING_SOURCES, STEPS

CWE = {"sqli": 89, "cmdi": 78, "xss": 79, "pathtraver": 22, "ldapi": 90, "xpathi": 643,
       "crypto": 327, "hash": 328, "weakrand": 330, "securecookie": 614, "trustbound": 501}
FIELDS = ["q", "name", "id", "term", "ref", "user", "file", "note", "tag", "sort", "query", "path"]
PARAM_NAMES = ["param", "incoming", "provided", "raw", "userValue"]
BAR_NAMES = ["bar", "subject", "item", "operand", "selected"]
PREFIX = {"sqli": "OrderLookup", "cmdi": "HostTool", "xss": "Greeting", "pathtraver": "FileView",
          "ldapi": "DirectoryLookup", "xpathi": "UserQuery", "crypto": "Sealer", "hash": "Fingerprint",
          "weakrand": "TokenIssuer", "securecookie": "PrefsCookie", "trustbound": "ProfileSave"}


def imports_for(text: str) -> str:
    names = sorted({IMPORTS[m] for m in re.findall(r"\b[A-Z][A-Za-z0-9]*\b", text) if m in IMPORTS})
    return "\n".join(f"import {n};" for n in names)


def servlet(cls: str, route: str, body: str, members: str, style: int) -> str:
    multipart = "@MultipartConfig\n" if "getPart(" in body else ""
    sig = "HttpServletRequest request, HttpServletResponse response"
    throws = "throws ServletException, IOException"
    pre = 'response.setContentType("text/html;charset=UTF-8");\n'
    handler = indent(pre + body, 8)
    if style == 0:
        methods = f"""    @Override
    public void doGet({sig}) {throws} {{
        doPost(request, response);
    }}

    @Override
    public void doPost({sig}) {throws} {{
{handler}
    }}
"""
    elif style == 1:
        methods = f"""    @Override
    protected void doGet({sig}) {throws} {{
{handler}
    }}
"""
    else:
        methods = f"""    @Override
    protected void doPost({sig}) {throws} {{
{handler}
    }}
"""
    return f"""@WebServlet(value = "{route}")
{multipart}public class {cls} extends HttpServlet {{
    private static final long serialVersionUID = 1L;
{members}
{methods}}}
"""


def spring(cls: str, route: str, param_decl: str, body: str, members: str, post: bool) -> str:
    mapping = "PostMapping" if post else "GetMapping"
    if "@PathVariable" in param_decl:
        var = re.search(r'"(\w+)"', param_decl).group(1)
        route = f"{route}/{{{var}}}"
    handler = indent('response.setContentType("text/html;charset=UTF-8");\n' + body, 8)
    return f"""@RestController
public class {cls} {{
{members}
    @{mapping}("{route}")
    public void handle({param_decl}, HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {{
{handler}
    }}
}}
"""


def finish(category: str, cls: str, vulnerable: bool, cls_text: str) -> Case:
    head = f"// holdout: {'vulnerable' if vulnerable else 'safe'} cwe={CWE[category]}\n"
    pkg = f"package org.example.web.{category};\n\n"
    return Case("java", category, f"{cls}.java", head + pkg + imports_for(cls_text) + "\n\n" + cls_text)


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
    plans = []
    for i in range(count):
        vulnerable = i % 2 == 0
        if vulnerable:
            plans.append((True, tainted[i // 2 % len(tainted)], vuln_sinks[i // 2 % len(vuln_sinks)]))
        elif safe_sinks and (i // 2) % 2 == 0:
            plans.append((False, tainted[(i // 2 + 3) % len(tainted)], safe_sinks[i // 4 % len(safe_sinks)]))
        else:
            plans.append((False, clean[i // 4 % len(clean)], vuln_sinks[(i // 2 + 1) % len(vuln_sinks)]))
    out = []
    for i, (vulnerable, step, sink) in enumerate(plans):
        names = {"P": rng.choice(PARAM_NAMES), "B": rng.choice(BAR_NAMES), "N": rng.choice(FIELDS)}
        cls = f"{PREFIX[category]}{i + 1:02d}"
        route = f"/{category}/{cls.lower()}"
        members = step[3] + sink[2]
        if i % 4 == 3:
            decl, pre = SPRING_SOURCES[(i // 4) % len(SPRING_SOURCES)]
            body = "\n".join(x for x in [pre, step[2], sink[1]] if x)
            text = spring(cls, route, subst(decl, names), subst(body, names), subst(members, names), i % 8 == 7)
        else:
            src = sources[i % len(sources)]
            body = "\n".join([src[1], step[2], sink[1]])
            text = servlet(cls, route, subst(body, names), subst(src[2] + members, names), i % 3)
        out.append(finish(category, cls, vulnerable, text))
    return out


def provider_code(provider, value: str, decoy: str) -> tuple[str, str, str]:
    half = max(1, len(value) // 2)
    names = {"V": value, "D": decoy, "V1": value[:half], "V2": value[half:]}
    return subst(provider[1], names), subst(provider[2], names), subst(provider[3], names)


def algorithm_cases(category: str, rng: random.Random, count: int) -> list[Case]:
    weak, strong, sinks, sink_members, extra = (
        (WEAK_CIPHERS, STRONG_CIPHERS, CIPHER_SINKS, CIPHER_MEMBERS, CRYPTO_EXTRA)
        if category == "crypto"
        else (WEAK_DIGESTS, STRONG_DIGESTS, DIGEST_SINKS, DIGEST_MEMBERS, HASH_EXTRA)
    )
    providers = PROVIDERS[:]
    rng.shuffle(providers)
    out = []
    for i in range(count - len(extra)):
        vulnerable = i % 2 == 0
        value = (weak if vulnerable else strong)[i // 2 % len(weak if vulnerable else strong)]
        decoy = (strong if vulnerable else weak)[i % len(strong if vulnerable else weak)]
        code, members, expr = provider_code(providers[i % len(providers)], value, decoy)
        k = i % len(sinks)
        body = "\n".join(x for x in [code, subst(sinks[k], {"A": expr})] if x)
        cls = f"{PREFIX[category]}{i + 1:02d}"
        text = servlet(cls, f"/{category}/{cls.lower()}", body, members + sink_members[k], i % 3)
        out.append(finish(category, cls, vulnerable, text))
    for j, (vulnerable, body, members) in enumerate(extra):
        cls = f"{PREFIX[category]}{count - len(extra) + j + 1:02d}"
        text = servlet(cls, f"/{category}/{cls.lower()}", body, members, j % 3)
        out.append(finish(category, cls, vulnerable, text))
    return out


def random_cases(rng: random.Random) -> list[Case]:
    out = []
    for i, (vulnerable, code, members) in enumerate(RANDOMS):
        k = i % len(TOKEN_USES)
        cls = f"{PREFIX['weakrand']}{i + 1:02d}"
        text = servlet(cls, f"/weakrand/{cls.lower()}", code + "\n" + TOKEN_USES[k], members + TOKEN_MEMBERS[k], i % 3)
        out.append(finish("weakrand", cls, vulnerable, text))
    return out


def cookie_cases(rng: random.Random) -> list[Case]:
    out = []
    for i, (vulnerable, code, members) in enumerate(COOKIES):
        decl, expr = COOKIE_VALUES[i % len(COOKIE_VALUES)]
        body = decl + "\n" + subst(code, {"V": expr}) + '\nresponse.getWriter().println("saved");'
        cls = f"{PREFIX['securecookie']}{i + 1:02d}"
        text = servlet(cls, f"/securecookie/{cls.lower()}", body, members, i % 3)
        out.append(finish("securecookie", cls, vulnerable, text))
    return out


def build() -> list[Case]:
    out: list[Case] = []
    for category in ["sqli", "cmdi", "xss", "pathtraver", "ldapi", "xpathi", "trustbound"]:
        out += taint_cases(category, random.Random(f"java-{category}"), 18)
    out += algorithm_cases("crypto", random.Random("java-crypto"), 18)
    out += algorithm_cases("hash", random.Random("java-hash"), 18)
    out += random_cases(random.Random("java-weakrand"))
    out += cookie_cases(random.Random("java-cookie"))
    return out
