"""Writes the second holdout corpus: web handlers built from sources, propagation steps and sinks
that the first corpus does not use (streams, Optional, records, comprehensions, dataclasses,
async/await, Promise chains, spread). Run from this folder: python3 build.py"""
import os
import shutil

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CWE = {"sqli": 89, "cmdi": 78, "pathtraver": 22, "xss": 79, "ssrf": 918, "redirect": 601}

# ---------------------------------------------------------------- Java (Spring)
J_SOURCES = [
    ('@RequestHeader("X-Term") String input', ""),
    ('@PathVariable("id") String input', ""),
    ("@RequestBody Map<String, String> body", 'String input = body.get("name");'),
    ('@CookieValue("pref") String input', ""),
    ("HttpServletRequest request", "String input = request.getQueryString();"),
]
J_FLOWS = [
    'String v = Stream.of(input.split(",")).map(String::trim).filter(s -> !s.isEmpty()).collect(Collectors.joining(","));',
    'String v = Optional.ofNullable(input).map(s -> s.strip()).orElse("none");',
    'Query q = new Query(input, "name");\n        String v = q.term();',
    'Supplier<String> later = () -> "item-" + input;\n        String v = later.get();',
    'String v = String.join("-", List.of("pre", input));',
    'String v = "%s".formatted(input);',
]
J_SAFE_FLOWS = [
    'String v = Optional.ofNullable(input).map(s -> "default").orElse("default");',
    'Query q = new Query(input, "name");\n        String v = q.sort();',
    'String v = Stream.of("alpha", "beta").filter(s -> s.equals(input)).findFirst().orElse("alpha");',
    'Function<String, String> pick = s -> "fixed";\n        String v = pick.apply(input);',
    'Map<String, String> choices = Map.of("a", "alpha", "b", "beta");\n        String v = choices.getOrDefault(input, "alpha");',
    'String v = switch (input) {\n            case "a" -> "alpha";\n            default -> "beta";\n        };',
]
J_SINKS = {
    "sqli": [
        'List<Map<String, Object>> rows = jdbc.queryForList("SELECT * FROM items WHERE name = \'" + v + "\'");\n        return rows.toString();',
        'try (Connection conn = dataSource.getConnection()) {\n            ResultSet rs = conn.createStatement().executeQuery("SELECT id FROM carts WHERE owner = \'" + v + "\'");\n            return rs.next() ? "found" : "none";\n        }',
        'int n = jdbc.update("DELETE FROM sessions WHERE label = \'" + v + "\'");\n        return "deleted " + n;',
    ],
    "cmdi": [
        'Process p = Runtime.getRuntime().exec(new String[] {"/bin/sh", "-c", "ping -c 1 " + v});\n        return "exit " + p.waitFor();',
        'Process p = new ProcessBuilder("bash", "-c", "tar czf /tmp/out.tgz " + v).start();\n        return "exit " + p.waitFor();',
        'Process p = Runtime.getRuntime().exec("nslookup " + v);\n        return "exit " + p.waitFor();',
    ],
    "pathtraver": [
        'return Files.readString(Paths.get("/srv/data", v));',
        'try (FileInputStream in = new FileInputStream("/srv/data/" + v)) {\n            return new String(in.readAllBytes());\n        }',
        'Files.deleteIfExists(Path.of("/srv/uploads/" + v));\n        return "ok";',
    ],
    "xss": [
        'response.setContentType("text/html");\n        response.getWriter().write("<p>Hello " + v + "</p>");\n        return null;',
        'response.setContentType("text/html");\n        response.getWriter().printf("<h1>%s</h1>", v);\n        return null;',
        'PrintWriter out = response.getWriter();\n        out.println("<div class=\\"msg\\">" + v + "</div>");\n        return null;',
    ],
    "ssrf": [
        'try (InputStream in = new URL(v).openStream()) {\n            return new String(in.readAllBytes());\n        }',
        'HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(v)).build(), HttpResponse.BodyHandlers.ofString());\n        return r.body();',
        'return restTemplate.getForObject(v, String.class);',
    ],
    "redirect": [
        'response.sendRedirect(v);\n        return null;',
        'response.setStatus(302);\n        response.setHeader("Location", v);\n        return null;',
        'response.sendRedirect("" + v);\n        return null;',
    ],
}
J_SANITIZED = {
    "sqli": [
        'List<Map<String, Object>> rows = jdbc.queryForList("SELECT * FROM items WHERE name = ?", v);\n        return rows.toString();',
        'try (Connection conn = dataSource.getConnection(); PreparedStatement ps = conn.prepareStatement("SELECT id FROM carts WHERE owner = ?")) {\n            ps.setString(1, v);\n            return ps.executeQuery().next() ? "found" : "none";\n        }',
    ],
    "cmdi": [
        'long count = Long.parseLong(v);\n        Process p = Runtime.getRuntime().exec(new String[] {"/bin/sh", "-c", "ping -c " + count + " localhost"});\n        return "exit " + p.waitFor();',
        'if (!Set.of("status", "uptime").contains(v)) {\n            return "unknown";\n        }\n        Process p = Runtime.getRuntime().exec("/usr/bin/" + v);\n        return "exit " + p.waitFor();',
    ],
    "pathtraver": [
        'Path base = Paths.get("/srv/data").toAbsolutePath().normalize();\n        Path target = base.resolve(v).normalize();\n        if (!target.startsWith(base)) {\n            throw new SecurityException("outside");\n        }\n        return Files.readString(target);',
        'String name = FilenameUtils.getName(v);\n        return Files.readString(Paths.get("/srv/data", name));',
    ],
    "xss": [
        'response.setContentType("text/html");\n        response.getWriter().write("<p>Hello " + HtmlUtils.htmlEscape(v) + "</p>");\n        return null;',
        'response.setContentType("text/html");\n        response.getWriter().write("<p>Hello " + Encode.forHtml(v) + "</p>");\n        return null;',
    ],
    "ssrf": [
        'String url = "https://api.example.com/items/" + URLEncoder.encode(v, StandardCharsets.UTF_8);\n        return restTemplate.getForObject(url, String.class);',
        'int id = Integer.parseInt(v);\n        try (InputStream in = new URL("https://api.example.com/items/" + id).openStream()) {\n            return new String(in.readAllBytes());\n        }',
    ],
    "redirect": [
        'response.sendRedirect("/profile?tab=" + URLEncoder.encode(v, StandardCharsets.UTF_8));\n        return null;',
        'if (!Set.of("/home", "/profile").contains(v)) {\n            v = "/home";\n        }\n        response.sendRedirect(v);\n        return null;',
    ],
}
J_HEAD = """package com.acme.holdoutb.{cat};

import java.io.*;
import java.net.*;
import java.net.http.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.sql.*;
import java.util.*;
import java.util.function.*;
import java.util.stream.*;
import javax.servlet.http.*;
import javax.sql.DataSource;
import org.apache.commons.io.FilenameUtils;
import org.owasp.encoder.Encode;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.*;
import org.springframework.web.client.RestTemplate;
import org.springframework.web.util.HtmlUtils;

@RestController
public class {cls} {{

    record Query(String term, String sort) {{}}

    private final JdbcTemplate jdbc;
    private final DataSource dataSource;
    private final RestTemplate restTemplate = new RestTemplate();

    public {cls}(JdbcTemplate jdbc, DataSource dataSource) {{
        this.jdbc = jdbc;
        this.dataSource = dataSource;
    }}

    @GetMapping("/b/{cat}/{n}")
    public String handle({param}, HttpServletResponse response) throws Exception {{
{body}
    }}
}}
"""


def indent_blocks(blocks, pad):
    """Indents the first line of each block; its further lines carry their own indentation."""
    out = []
    for block in blocks:
        first, *rest = block.split("\n")
        out.append(pad + first)
        out.extend(rest)
    return "\n".join(out)


def java(cat, n, src, flow, sink):
    param, pre = src
    body = indent_blocks(([pre] if pre else []) + [flow, sink], "        ")
    cls = f"Case{n:02d}"
    return f"{cls}.java", J_HEAD.format(cat=cat, cls=cls, n=n, param=param, body=body)


# ---------------------------------------------------------------- Python (Flask)
P_SOURCES = [
    'raw = request.args.get("q", "")',
    'raw = request.headers.get("X-Item", "")',
    'raw = (request.get_json(silent=True) or {}).get("name", "")',
    'raw = request.cookies.get("pref", "")',
    'raw = request.form["field"]',
]
P_FLOWS = [
    'opts = {k: val.strip() for k, val in {"name": raw}.items()}\n    v = opts["name"]',
    'v = " ".join([p for p in raw.split(",") if p])',
    "item = Item(name=raw)\n    v = item.name",
    'v = f"{raw}" if raw else "none"',
    'v = "{}".format(raw).lower()',
    'v = next((p for p in [raw] if p), "none")',
]
P_SAFE_FLOWS = [
    "item = Item(raw)\n    v = item.sort",
    'v = {"a": "alpha", "b": "beta"}.get(raw, "alpha")',
    'v = ",".join(["col" for _ in raw.split(",")])',
    'pick = lambda _s: "report"\n    v = pick(raw)',
    'v = "alpha" if raw == "a" else "beta"',
    'v = {k: "fixed" for k in {"name": raw}}["name"]',
]
P_SINKS = {
    "sqli": [
        'with sqlite3.connect(DB) as conn:\n        rows = conn.execute(f"SELECT * FROM items WHERE name = \'{v}\'").fetchall()\n    return {"rows": rows}',
        'rows = db.session.execute(text("SELECT id FROM carts WHERE owner = \'" + v + "\'")).all()\n    return {"rows": [list(r) for r in rows]}',
        'cur = psycopg2.connect(DSN).cursor()\n    cur.execute("DELETE FROM sessions WHERE label = \'%s\'" % v)\n    return {"ok": True}',
    ],
    "cmdi": [
        'code = os.system("ping -c 1 " + v)\n    return {"exit": code}',
        'done = subprocess.run(f"tar czf /tmp/out.tgz {v}", shell=True)\n    return {"exit": done.returncode}',
        'out = os.popen("nslookup " + v).read()\n    return {"out": out}',
    ],
    "pathtraver": [
        'with open(os.path.join("/srv/data", v)) as fh:\n        return fh.read()',
        'return send_file("/srv/data/" + v)',
        'return pathlib.Path("/srv/data", v).read_text()',
    ],
    "xss": [
        'return "<p>Hello " + v + "</p>"',
        'return make_response(f"<h1>{v}</h1>")',
        'resp = Response("<div class=\\"msg\\">%s</div>" % v, mimetype="text/html")\n    return resp',
    ],
    "ssrf": [
        'return requests.get(v, timeout=5).text',
        'with urllib.request.urlopen(v) as fh:\n        return fh.read()',
        'return httpx.get(v).text',
    ],
    "redirect": [
        'return redirect(v)',
        'return redirect(v, code=301)',
        'resp = make_response("", 302)\n    resp.headers["Location"] = v\n    return resp',
    ],
}
P_SANITIZED = {
    "sqli": [
        'with sqlite3.connect(DB) as conn:\n        rows = conn.execute("SELECT * FROM items WHERE name = ?", (v,)).fetchall()\n    return {"rows": rows}',
        'rows = db.session.execute(text("SELECT id FROM carts WHERE owner = :o"), {"o": v}).all()\n    return {"rows": [list(r) for r in rows]}',
    ],
    "cmdi": [
        'code = os.system("ping -c 1 " + shlex.quote(v))\n    return {"exit": code}',
        'done = subprocess.run(["ping", "-c", "1", v])\n    return {"exit": done.returncode}',
    ],
    "pathtraver": [
        'with open(os.path.join("/srv/data", secure_filename(v))) as fh:\n        return fh.read()',
        'return pathlib.Path("/srv/data", os.path.basename(v)).read_text()',
    ],
    "xss": [
        'return "<p>Hello " + str(escape(v)) + "</p>"',
        'return make_response(f"<h1>{html.escape(v)}</h1>")',
    ],
    "ssrf": [
        'return requests.get("https://api.example.com/items/" + urllib.parse.quote(v, safe=""), timeout=5).text',
        'if v not in ALLOWED_URLS:\n        abort(400)\n    return requests.get(v, timeout=5).text',
    ],
    "redirect": [
        'return redirect(url_for("profile", tab=v))',
        'if v not in ("/home", "/profile"):\n        v = "/home"\n    return redirect(v)',
    ],
}
P_HEAD = """import html
import os
import pathlib
import shlex
import sqlite3
import subprocess
import urllib.parse
import urllib.request
from dataclasses import dataclass

import httpx
import psycopg2
import requests
from flask import Flask, Response, abort, make_response, redirect, request, send_file, url_for
from flask_sqlalchemy import SQLAlchemy
from markupsafe import escape
from sqlalchemy import text
from werkzeug.utils import secure_filename

app = Flask(__name__)
db = SQLAlchemy(app)
DB = "/var/lib/app/app.db"
DSN = "dbname=app"
ALLOWED_URLS = {{"https://status.example.com/health", "https://api.example.com/ping"}}


@dataclass
class Item:
    name: str
    sort: str = "id"


@app.route("/b/{cat}/{n}", methods=["GET", "POST"])
def case_{n:02d}():
{body}
"""


def python(cat, n, src, flow, sink):
    return f"case_{n:02d}.py", P_HEAD.format(cat=cat, n=n, body=indent_blocks([src, flow, sink], "    "))


# ---------------------------------------------------------------- JavaScript (Express)
JS_SOURCES = [
    "const raw = String(req.query.q ?? \"\");",
    "const raw = req.params.id;",
    "const raw = req.body.name;",
    "const raw = req.get(\"X-Item\") || \"\";",
    "const raw = req.cookies.pref;",
]
# A flow turns `raw` into `v` around the sink; {sink} is where the sink goes.
JS_FLOWS = [
    "const v = await normalize(raw);\n  {sink}",
    "return Promise.resolve(raw)\n    .then((s) => s.toLowerCase())\n    .then(async (v) => {\n      {sink}\n    });",
    "const opts = { sort: \"id\", ...{ name: raw } };\n  const v = opts.name;\n  {sink}",
    "const v = new Term(raw).text();\n  {sink}",
    "const { v = \"none\" } = { v: raw };\n  {sink}",
    "const v = [raw].map((s) => s.trim()).join(\"\");\n  {sink}",
]
JS_SAFE_FLOWS = [
    "const v = new Term(raw).label();\n  {sink}",
    "const opts = { ...{ name: raw }, name: \"guest\" };\n  const v = opts.name;\n  {sink}",
    "return Promise.resolve(raw)\n    .then(() => \"default\")\n    .then(async (v) => {\n      {sink}\n    });",
    "const v = [\"alpha\", \"beta\"].includes(raw) ? raw : \"alpha\";\n  {sink}",
    "const v = await fixedName(raw);\n  {sink}",
    "const v = [raw].map(() => \"report\").join(\"\");\n  {sink}",
]
JS_SINKS = {
    "sqli": [
        "const rows = await pool.query(`SELECT * FROM items WHERE name = '${v}'`);\n  return res.json(rows);",
        "const rows = await knex.raw(\"SELECT id FROM carts WHERE owner = '\" + v + \"'\");\n  return res.json(rows);",
        "db.all(\"DELETE FROM sessions WHERE label = '\" + v + \"'\", () => res.json({ ok: true }));",
    ],
    "cmdi": [
        "exec(\"ping -c 1 \" + v, (err, out) => res.send(out));",
        "const out = execSync(`tar czf /tmp/out.tgz ${v}`);\n  return res.send(out);",
        "spawn(\"sh\", [\"-c\", \"nslookup \" + v]).on(\"close\", (code) => res.json({ code }));",
    ],
    "pathtraver": [
        "fs.readFile(\"/srv/data/\" + v, \"utf8\", (err, text) => res.send(text));",
        "const text = await fsp.readFile(path.join(\"/srv/data\", v), \"utf8\");\n  return res.send(text);",
        "fs.createReadStream(path.resolve(\"/srv/data\", v)).pipe(res);",
    ],
    "xss": [
        "return res.send(\"<p>Hello \" + v + \"</p>\");",
        "res.type(\"html\");\n  return res.end(`<h1>${v}</h1>`);",
        "res.write(\"<div class='msg'>\" + v + \"</div>\");\n  return res.end();",
    ],
    "ssrf": [
        "const r = await axios.get(v);\n  return res.send(r.data);",
        "const r = await fetch(v);\n  return res.send(await r.text());",
        "http.get(v, (r) => r.pipe(res));",
    ],
    "redirect": [
        "return res.redirect(v);",
        "return res.redirect(301, v);",
        "res.set(\"Location\", v);\n  return res.status(302).end();",
    ],
}
JS_SANITIZED = {
    "sqli": [
        "const rows = await pool.query(\"SELECT * FROM items WHERE name = $1\", [v]);\n  return res.json(rows);",
        "const rows = await knex(\"carts\").where({ owner: v }).select(\"id\");\n  return res.json(rows);",
    ],
    "cmdi": [
        "execFile(\"ping\", [\"-c\", \"1\", v], (err, out) => res.send(out));",
        "const n = Number.parseInt(v, 10);\n  exec(\"ping -c \" + n + \" localhost\", (err, out) => res.send(out));",
    ],
    "pathtraver": [
        "fs.readFile(path.join(\"/srv/data\", path.basename(v)), \"utf8\", (err, text) => res.send(text));",
        "const base = path.resolve(\"/srv/data\");\n  const target = path.resolve(base, v);\n  if (!target.startsWith(base + path.sep)) return res.status(400).end();\n  return res.send(await fsp.readFile(target, \"utf8\"));",
    ],
    "xss": [
        "return res.send(\"<p>Hello \" + escapeHtml(v) + \"</p>\");",
        "return res.send(`<h1>${he.encode(v)}</h1>`);",
    ],
    "ssrf": [
        "const r = await axios.get(\"https://api.example.com/items/\" + encodeURIComponent(v));\n  return res.send(r.data);",
        "if (!ALLOWED_URLS.has(v)) return res.status(400).end();\n  const r = await fetch(v);\n  return res.send(await r.text());",
    ],
    "redirect": [
        "return res.redirect(\"/profile/\" + encodeURIComponent(v));",
        "if (![\"/home\", \"/profile\"].includes(v)) return res.redirect(\"/home\");\n  return res.redirect(v);",
    ],
}
JS_HEAD = """"use strict";

const express = require("express");
const fs = require("fs");
const fsp = require("fs/promises");
const path = require("path");
const http = require("http");
const axios = require("axios");
const he = require("he");
const escapeHtml = require("escape-html");
const knex = require("knex")({{ client: "pg" }});
const sqlite3 = require("sqlite3");
const {{ Pool }} = require("pg");
const {{ exec, execFile, execSync, spawn }} = require("child_process");

const app = express();
app.use(express.json());
const pool = new Pool();
const db = new sqlite3.Database("/var/lib/app/app.db");
const ALLOWED_URLS = new Set(["https://status.example.com/health", "https://api.example.com/ping"]);

class Term {{
  constructor(t) {{
    this.t = t;
  }}

  text() {{
    return this.t.trim();
  }}

  label() {{
    return "fixed";
  }}
}}

async function normalize(s) {{
  return s.trim();
}}

async function fixedName(_s) {{
  return "report";
}}

app.all("/b/{cat}/{n}", async (req, res) => {{
  {body}
}});

module.exports = app;
"""


def javascript(cat, n, src, flow, sink):
    indent = "      " if "async (v) => {\n      {sink}" in flow else "  "
    sink_text = sink.replace("\n  ", "\n" + indent)
    body = src + "\n  " + flow.replace("{sink}", sink_text)
    return f"case{n:02d}.js", JS_HEAD.format(cat=cat, n=n, body=body)


LANGS = {
    "java": (java, J_SOURCES, J_FLOWS, J_SAFE_FLOWS, J_SINKS, J_SANITIZED, "//"),
    "python": (python, P_SOURCES, P_FLOWS, P_SAFE_FLOWS, P_SINKS, P_SANITIZED, "#"),
    "javascript": (javascript, JS_SOURCES, JS_FLOWS, JS_SAFE_FLOWS, JS_SINKS, JS_SANITIZED, "//"),
}


def main():
    for lang, (make, sources, flows, safe_flows, sinks, sanitized, comment) in LANGS.items():
        out = os.path.join(ROOT, lang)
        shutil.rmtree(out, ignore_errors=True)
        for ci, cat in enumerate(CWE):
            folder = os.path.join(out, cat)
            os.makedirs(folder)
            cases = []
            # Four weaknesses: each a different source, propagation and sink.
            for i in range(4):
                flow = flows[(ci + i) % len(flows)]
                cases.append(("vulnerable", sources[(ci + i) % len(sources)], flow, sinks[cat][i % len(sinks[cat])]))
            # Four look-alikes: two whose propagation drops the input, two sanitised at the sink.
            for i in range(2):
                flow = safe_flows[(ci * 2 + i) % len(safe_flows)]
                cases.append(("safe", sources[(ci + i + 2) % len(sources)], flow, sinks[cat][(i + 1) % len(sinks[cat])]))
            for i, sink in enumerate(sanitized[cat]):
                flow = flows[(ci + i + 3) % len(flows)]
                cases.append(("safe", sources[(ci + i + 1) % len(sources)], flow, sink))
            for n, (label, src, flow, sink) in enumerate(cases, start=1):
                name, text = make(cat, n, src, flow, sink)
                header = f"{comment} holdout: {label} cwe={CWE[cat]}\n"
                with open(os.path.join(folder, name), "w") as fh:
                    fh.write(header + text)


if __name__ == "__main__":
    main()
