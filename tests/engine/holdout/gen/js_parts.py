"""JavaScript (Express) building blocks. Placeholders as in java_parts."""

# (name, code, route suffix)
SOURCES = [
    ("query", 'const $P = req.query.$N || "";', ""),
    ("body", "const $P = req.body.$N;", ""),
    ("params", "const $P = req.params.$N;", "/:$N"),
    ("get", 'const $P = req.get("X-$N") || "";', ""),
    ("header", 'const $P = req.headers["x-$N"] || "";', ""),
    ("cookie", 'const $P = (req.cookies && req.cookies.$N) || "guest";', ""),
    ("destructure", 'const { $N: $P = "" } = req.query;', ""),
    ("url", """const parsedUrl = new URL(req.originalUrl, "http://localhost");
const $P = parsedUrl.searchParams.get("$N") || "";""", ""),
    ("legacyUrl", 'const $P = url.parse(req.url, true).query.$N || "";', ""),
    ("querystring", """const qs = querystring.parse(req.url.split("?")[1] || "");
const $P = String(qs.$N || "");""", ""),
    ("entries", """let $P = "";
for (const [key, value] of Object.entries(req.query)) {
  if (key.startsWith("f_")) {
    $P = String(value);
    break;
  }
}""", ""),
    ("upload", 'const $P = req.file ? req.file.originalname : "";', ""),
    ("nested", """const filter = req.body.filter || {};
const $P = filter.value || "";""", ""),
    ("headerKeys", """let $P = "";
for (const name of Object.keys(req.headers)) {
  if (name.startsWith("x-custom-")) {
    $P = req.headers[name];
  }
}""", ""),
]

# (name, tainted, code, module members)
STEPS = [
    ("direct", True, "const $B = $P;", ""),
    ("template", True, "const $B = `${$P}`.trim();", ""),
    ("objHit", True, """const slots = { first: "fixed", second: $P, third: "other" };
const $B = slots.second;""", ""),
    ("objMiss", False, """const slots = { first: "fixed", second: $P, third: "other" };
const $B = slots["third"];""", ""),
    ("mapHit", True, """const lookup = new Map();
lookup.set("keyA", "static");
lookup.set("keyB", $P);
const $B = lookup.get("keyB");""", ""),
    ("mapMiss", False, """const lookup = new Map();
lookup.set("keyA", "static");
lookup.set("keyB", $P);
const $B = lookup.get("keyA");""", ""),
    ("arrayHit", True, """const items = ["north", $P, "south"];
items.shift();
const $B = items[0];""", ""),
    ("arrayMiss", False, """const items = ["north", $P, "south"];
items.shift();
const $B = items[1];""", ""),
    ("ternaryHit", True, """const num = 86;
const $B = 7 * 18 - num > 200 ? "fallback" : $P;""", ""),
    ("ternaryMiss", False, """const num = 86;
const $B = 7 * 42 - num > 200 ? "fallback" : $P;""", ""),
    ("ifHit", True, """let $B = "standard";
const limit = 250;
if ((limit / 5) * 3 > 100) {
  $B = $P;
}""", ""),
    ("ifMiss", False, """let $B = "standard";
const limit = 250;
if ((limit / 5) * 2 > 100) {
  $B = $P;
}""", ""),
    ("switchHit", True, """const guide = "ABC";
let $B;
switch (guide.charAt(2)) {
  case "A":
    $B = $P;
    break;
  case "B":
    $B = "bob";
    break;
  default:
    $B = $P;
}""", ""),
    ("switchMiss", False, """const guide = "ABC";
let $B;
switch (guide.charAt(1)) {
  case "A":
    $B = $P;
    break;
  case "B":
    $B = "bob";
    break;
  default:
    $B = $P;
}""", ""),
    ("base64", True, 'const $B = Buffer.from(Buffer.from($P).toString("base64"), "base64").toString("utf8");', ""),
    ("helper", True, "const $B = normalize($P);", """
function normalize(value) {
  return String(value).trim().toLowerCase();
}
"""),
    ("helperConst", False, "const $B = pickLabel($P);", """
function pickLabel(value) {
  const label = "default-label";
  return label;
}
"""),
    ("classHit", True, "const $B = new Wrapper($P).unwrap();", """
class Wrapper {
  constructor(value) {
    this.value = value;
  }

  unwrap() {
    return this.value;
  }
}
"""),
    ("classMiss", False, "const $B = new Wrapper($P).describe();", """
class Wrapper {
  constructor(value) {
    this.value = value;
  }

  describe() {
    return "wrapper-v2";
  }
}
"""),
    ("decode", True, "const $B = decodeURIComponent($P);", ""),
    ("split", True, 'const $B = String($P).split(",")[0];', ""),
    ("slice", True, "const $B = String($P).slice(0, 128);", ""),
    ("loopJoin", True, """const pieces = [];
for (const piece of String($P).split(",")) {
  pieces.push(piece.trim());
}
const $B = pieces.join(",");""", ""),
    ("tryCatch", True, """let $B;
try {
  $B = decodeURIComponent($P);
} catch (e) {
  $B = "invalid";
}""", ""),
    ("overwrite", False, """let $B = String($P).trim();
// The legacy lookup ignores the caller's value and always uses the default entry.
$B = "default-entry";""", ""),
    ("parseInt", False, "const $B = String(parseInt($P, 10) || 0);", ""),
    ("number", False, """const amount = Number($P);
const $B = Number.isFinite(amount) ? amount.toFixed(2) : "0";""", ""),
    ("allowList", False, 'const $B = ALLOWED.has($P) ? $P : "alpha";', '\nconst ALLOWED = new Set(["alpha", "beta", "gamma"]);\n'),
    ("deadFlag", False, """let $B = "preset";
if (LEGACY_MODE) {
  $B = $P;
}""", "\nconst LEGACY_MODE = false;\n"),
    ("mapFn", True, "const $B = [$P].map((s) => String(s).trim())[0];", ""),
    ("concat", True, 'const $B = "" + $P;', ""),
    ("jsonRoundTrip", True, "const $B = JSON.parse(JSON.stringify({ v: $P })).v;", ""),
]

MYSQL = """
const connection = mysql.createConnection({ host: "db.internal", user: "app", database: "shop" });
"""
PG = "\nconst pool = new Pool();\n"
SQLITE = '\nconst db = new sqlite3.Database("/var/lib/shop/shop.db");\n'
SEQ = '\nconst sequelize = new Sequelize(process.env.DATABASE_URL);\n'
KNEX = '\nconst knex = createKnex({ client: "pg", connection: process.env.DATABASE_URL });\n'
LDAP = '\nconst client = ldap.createClient({ url: "ldap://ldap.internal:389" });\n'
USERS = """
const usersXml = fs.readFileSync("/srv/app/data/users.xml", "utf8");
"""

# category -> list of (vulnerable, code, members)
SINKS = {
    "sqli": [
        (True, """connection.query("SELECT id, total FROM orders WHERE customer = '" + $B + "'", (err, rows) => {
  if (err) return res.status(500).end();
  res.json({ count: rows.length });
});""", MYSQL),
        (True, """await pool.query(`UPDATE accounts SET nickname = '${$B}' WHERE id = 7`);
res.json({ ok: true });""", PG),
        (True, """db.all("SELECT name FROM products WHERE sku = '" + $B + "'", (err, rows) => {
  res.json({ names: (rows || []).map((r) => r.name) });
});""", SQLITE),
        (True, """const rows = await sequelize.query("SELECT * FROM invoices WHERE ref = '" + $B + "'", { type: QueryTypes.SELECT });
res.json({ count: rows.length });""", SEQ),
        (True, """const result = await knex.raw(`SELECT id FROM tickets WHERE owner = '${$B}'`);
res.json({ count: result.rows.length });""", KNEX),
        (True, """const sql = "DELETE FROM carts WHERE session_ref = '" + $B + "'";
connection.execute(sql, () => res.json({ ok: true }));""", MYSQL),
        (False, """connection.query("SELECT id, total FROM orders WHERE customer = ?", [$B], (err, rows) => {
  if (err) return res.status(500).end();
  res.json({ count: rows.length });
});""", MYSQL),
        (False, """await pool.query("UPDATE accounts SET nickname = $1 WHERE id = 7", [$B]);
res.json({ ok: true });""", PG),
        (False, """const rows = await sequelize.query("SELECT * FROM invoices WHERE ref = :ref", {
  replacements: { ref: $B },
  type: QueryTypes.SELECT,
});
res.json({ count: rows.length });""", SEQ),
        (False, """const rows = await knex("tickets").where({ owner: $B }).select("id");
res.json({ count: rows.length });""", KNEX),
    ],
    "cmdi": [
        (True, """exec("ping -c 1 " + $B, (err, stdout) => {
  res.json({ output: stdout });
});""", ""),
        (True, """const out = execSync(`tar czf /tmp/export.tgz ${$B}`);
res.json({ size: out.length });""", ""),
        (True, """const child = spawn("sh", ["-c", "echo " + $B + " >> /var/log/app/notes.txt"]);
child.on("close", (code) => res.json({ code }));""", ""),
        (True, """const child = spawn("grep -i " + $B + " /srv/data/catalog.txt", { shell: true });
child.stdout.pipe(res);""", ""),
        (True, """childProcess.exec(`nslookup ${$B}`, (err, stdout) => res.json({ answer: stdout }));""", ""),
        (False, """execFile("ping", ["-c", "1", $B], (err, stdout) => {
  res.json({ output: stdout });
});""", ""),
        (False, """const child = spawn("git", ["log", "--oneline", "--author", $B], { cwd: "/srv/repo" });
child.stdout.pipe(res);""", ""),
        (False, """const out = execFileSync("/usr/bin/file", ["--brief", "--", $B]);
res.json({ type: out.toString() });""", ""),
    ],
    "xss": [
        (True, 'res.send("<p>Hello " + $B + "</p>");', ""),
        (True, """res.write(`<div class="result">${$B}</div>`);
res.end();""", ""),
        (True, 'res.end("<h2>" + $B + "</h2>");', ""),
        (True, "res.status(404).send(`<p>Not found: ${$B}</p>`);", ""),
        (True, 'res.type("html").send("<li>" + $B + "</li>");', ""),
        (False, 'res.send("<p>Hello " + escapeHtml($B) + "</p>");', ""),
        (False, """res.write(`<div class="result">${he.encode($B)}</div>`);
res.end();""", ""),
        (False, "res.json({ query: $B });", ""),
        (False, 'res.render("results", { query: $B });', ""),
    ],
    "pathtraver": [
        (True, """fs.readFile(path.join(__dirname, "reports", $B), (err, data) => {
  if (err) return res.status(404).end();
  res.send(data);
});""", ""),
        (True, 'res.sendFile("/srv/app/reports/" + $B);', ""),
        (True, "fs.createReadStream(path.resolve(UPLOAD_DIR, $B)).pipe(res);", '\nconst UPLOAD_DIR = "/srv/app/uploads";\n'),
        (True, """fs.unlinkSync(`/srv/app/tmp/${$B}`);
res.json({ deleted: true });""", ""),
        (True, """fs.writeFileSync(path.join(EXPORT_DIR, $B), "export started\\n");
res.json({ ok: true });""", '\nconst EXPORT_DIR = "/srv/app/exports";\n'),
        (True, """const content = await fsp.readFile(path.join("/srv/app/templates", $B), "utf8");
res.type("text").send(content);""", ""),
        (False, """fs.readFile(path.join(__dirname, "reports", path.basename($B)), (err, data) => {
  if (err) return res.status(404).end();
  res.send(data);
});""", ""),
        (False, """const target = path.resolve(REPORT_DIR, $B);
if (!target.startsWith(REPORT_DIR + path.sep)) {
  return res.status(400).end();
}
fs.createReadStream(target).pipe(res);""", '\nconst REPORT_DIR = "/srv/app/reports";\n'),
        (False, "res.sendFile($B, { root: REPORT_DIR });", '\nconst REPORT_DIR = "/srv/app/reports";\n'),
        (False, """const content = await fsp.readFile(path.join("/srv/app/templates", sanitize($B)), "utf8");
res.type("text").send(content);""", ""),
    ],
    "ldapi": [
        (True, """client.search("ou=people,dc=example,dc=org", { filter: "(uid=" + $B + ")", scope: "sub" }, (err, search) => {
  const found = [];
  search.on("searchEntry", (entry) => found.push(entry.dn.toString()));
  search.on("end", () => res.json({ found }));
});""", LDAP),
        (True, """const options = { scope: "sub", attributes: ["mail"] };
options.filter = `(&(objectClass=person)(cn=${$B}))`;
client.search("dc=example,dc=org", options, (err, search) => {
  search.on("end", () => res.json({ done: true }));
});""", LDAP),
        (True, """const searchFilter = "(mail=" + $B + "*)";
client.search("ou=people,dc=example,dc=org", { filter: searchFilter }, (err, search) => {
  search.on("end", () => res.end());
});""", LDAP),
        (False, """client.search("ou=people,dc=example,dc=org", { filter: ldapEscape.filter`(uid=${$B})`, scope: "sub" }, (err, search) => {
  const found = [];
  search.on("searchEntry", (entry) => found.push(entry.dn.toString()));
  search.on("end", () => res.json({ found }));
});""", LDAP),
        (False, """const options = { scope: "sub", attributes: ["mail"] };
options.filter = new EqualityFilter({ attribute: "cn", value: $B });
client.search("dc=example,dc=org", options, (err, search) => {
  search.on("end", () => res.json({ done: true }));
});""", LDAP),
    ],
    "xpathi": [
        (True, """const doc = new DOMParser().parseFromString(usersXml, "text/xml");
const emails = xpath.select("//user[@login='" + $B + "']/email/text()", doc);
res.json({ emails: emails.map(String) });""", USERS),
        (True, """const doc = new DOMParser().parseFromString(usersXml, "text/xml");
const node = xpath.select1(`//user[name='${$B}']/role`, doc);
res.json({ role: node ? node.textContent : null });""", USERS),
        (True, """const doc = new DOMParser().parseFromString(usersXml, "text/xml");
const expr = "count(//user[@team='" + $B + "'])";
const result = xpath.evaluate(expr, doc, null, xpath.XPathResult.NUMBER_TYPE, null);
res.json({ members: result.numberValue });""", USERS),
        (False, """const doc = new DOMParser().parseFromString(usersXml, "text/xml");
const emails = xpath.parse("//user[@login=$login]/email/text()").select({ node: doc, variables: { login: $B } });
res.json({ emails: emails.map(String) });""", USERS),
    ],
    "trustbound": [
        (True, """req.session.displayName = $B;
res.json({ saved: true });""", ""),
        (True, """req.session[$B] = true;
res.json({ saved: true });""", ""),
        (True, """req.session.preferences = { theme: $B };
res.json({ saved: true });""", ""),
        (False, """req.session.searchLength = String($B).length;
res.json({ saved: true });""", ""),
    ],
    "codeinj": [
        (True, """const result = eval($B);
res.json({ result: String(result) });""", ""),
        (True, """const fn = new Function("return " + $B);
res.json({ result: String(fn()) });""", ""),
        (True, """const result = vm.runInNewContext($B, { Math });
res.json({ result: String(result) });""", ""),
        (True, """setTimeout("notifyUser('" + $B + "')", 10);
res.json({ scheduled: true });""", ""),
        (False, """const result = JSON.parse($B);
res.json({ result });""", ""),
        (False, """const result = vm.runInNewContext("a * b", { a: Number($B), b: 2 });
res.json({ result: String(result) });""", ""),
    ],
    "deserialization": [
        (True, """const state = serialize.unserialize($B);
res.json({ keys: Object.keys(state) });""", ""),
        (True, """const state = serialize.unserialize(Buffer.from($B, "base64").toString("utf8"));
res.json({ restored: true, name: state.name });""", ""),
        (True, """const config = yaml.load($B, { schema: yaml.DEFAULT_FULL_SCHEMA });
res.json({ config });""", ""),
        (True, """const restored = cryo.parse($B);
res.json({ type: typeof restored });""", ""),
        (False, """const state = JSON.parse($B);
res.json({ keys: Object.keys(state) });""", ""),
        (False, """const config = yaml.safeLoad($B);
res.json({ config });""", ""),
    ],
    "xxe": [
        (True, """const doc = libxmljs.parseXml($B, { noent: true });
res.json({ root: doc.root().name() });""", ""),
        (True, """const doc = libxmljs.parseXmlString($B, { noent: true, dtdload: true, nonet: false });
res.json({ children: doc.root().childNodes().length });""", ""),
        (False, """const doc = libxmljs.parseXml($B, { noent: false, nonet: true });
res.json({ root: doc.root().name() });""", ""),
        (False, """const doc = new DOMParser().parseFromString($B, "text/xml");
res.json({ root: doc.documentElement.nodeName });""", ""),
        (False, """xml2js.parseString($B, (err, parsed) => {
  res.json({ keys: Object.keys(parsed || {}) });
});""", ""),
    ],
    "ssrf": [
        (True, """const upstream = await axios.get($B, { timeout: 5000 });
res.send(upstream.data);""", ""),
        (True, """const reply = await fetch($B);
res.type("text").send(await reply.text());""", ""),
        (True, """http.get(`http://${$B}/internal/ping`, (upstream) => {
  res.json({ status: upstream.statusCode });
});""", ""),
        (True, """const reply = await got("https://" + $B + "/status");
res.json({ status: reply.statusCode });""", ""),
        (False, """const upstream = await axios.get("https://api.example.com/search", { params: { q: $B } });
res.send(upstream.data);""", ""),
        (False, """const target = new URL($B);
if (!ALLOWED_HOSTS.has(target.hostname)) {
  return res.status(400).end();
}
const reply = await fetch(target);
res.type("text").send(await reply.text());""", '\nconst ALLOWED_HOSTS = new Set(["api.example.com", "cdn.example.com"]);\n'),
        (False, """const endpoint = ENDPOINTS[$B] || ENDPOINTS.default;
const reply = await fetch(endpoint);
res.json({ status: reply.status });""", """
const ENDPOINTS = {
  default: "https://api.example.com/v1/status",
  billing: "https://billing.example.com/v1/status",
};
"""),
    ],
    "redirect": [
        (True, "res.redirect($B);", ""),
        (True, """res.location($B);
res.sendStatus(302);""", ""),
        (True, """res.writeHead(302, { Location: $B });
res.end();""", ""),
        (True, "res.redirect(301, $B);", ""),
        (False, """if (!ALLOWED_PATHS.has($B)) {
  return res.redirect("/");
}
res.redirect($B);""", '\nconst ALLOWED_PATHS = new Set(["/", "/account", "/orders"]);\n'),
        (False, 'res.redirect("/home?from=" + encodeURIComponent($B));', ""),
        (False, """const dest = new URL($B, "https://shop.example.com");
if (dest.origin !== "https://shop.example.com") {
  return res.redirect("/");
}
res.redirect(dest.pathname);""", ""),
    ],
}

# name used in the code -> (CommonJS line, ES module line)
MODULES = {
    "mysql": ('const mysql = require("mysql");', 'import mysql from "mysql";'),
    "Pool": ('const { Pool } = require("pg");', 'import { Pool } from "pg";'),
    "sqlite3": ('const sqlite3 = require("sqlite3");', 'import sqlite3 from "sqlite3";'),
    "Sequelize": ('const { Sequelize, QueryTypes } = require("sequelize");', 'import { Sequelize, QueryTypes } from "sequelize";'),
    "createKnex": ('const createKnex = require("knex");', 'import createKnex from "knex";'),
    "exec": ('const { exec } = require("child_process");', 'import { exec } from "node:child_process";'),
    "execSync": ('const { execSync } = require("child_process");', 'import { execSync } from "node:child_process";'),
    "spawn": ('const { spawn } = require("child_process");', 'import { spawn } from "node:child_process";'),
    "execFile": ('const { execFile } = require("child_process");', 'import { execFile } from "node:child_process";'),
    "execFileSync": ('const { execFileSync } = require("child_process");', 'import { execFileSync } from "node:child_process";'),
    "childProcess": ('const childProcess = require("child_process");', 'import childProcess from "node:child_process";'),
    "escapeHtml": ('const escapeHtml = require("escape-html");', 'import escapeHtml from "escape-html";'),
    "he": ('const he = require("he");', 'import he from "he";'),
    "fs": ('const fs = require("fs");', 'import fs from "node:fs";'),
    "fsp": ('const fsp = require("fs/promises");', 'import fsp from "node:fs/promises";'),
    "path": ('const path = require("path");', 'import path from "node:path";'),
    "sanitize": ('const sanitize = require("sanitize-filename");', 'import sanitize from "sanitize-filename";'),
    "ldap": ('const ldap = require("ldapjs");', 'import ldap from "ldapjs";'),
    "ldapEscape": ('const ldapEscape = require("ldap-escape");', 'import ldapEscape from "ldap-escape";'),
    "EqualityFilter": ('const { EqualityFilter } = require("@ldapjs/filter");', 'import { EqualityFilter } from "@ldapjs/filter";'),
    "xpath": ('const xpath = require("xpath");', 'import xpath from "xpath";'),
    "DOMParser": ('const { DOMParser } = require("@xmldom/xmldom");', 'import { DOMParser } from "@xmldom/xmldom";'),
    "vm": ('const vm = require("vm");', 'import vm from "node:vm";'),
    "serialize": ('const serialize = require("node-serialize");', 'import serialize from "node-serialize";'),
    "yaml": ('const yaml = require("js-yaml");', 'import yaml from "js-yaml";'),
    "cryo": ('const cryo = require("cryo");', 'import cryo from "cryo";'),
    "libxmljs": ('const libxmljs = require("libxmljs");', 'import libxmljs from "libxmljs";'),
    "xml2js": ('const xml2js = require("xml2js");', 'import xml2js from "xml2js";'),
    "axios": ('const axios = require("axios");', 'import axios from "axios";'),
    "http": ('const http = require("http");', 'import http from "node:http";'),
    "got": ('const got = require("got");', 'import got from "got";'),
    "url": ('const url = require("url");', 'import url from "node:url";'),
    "querystring": ('const querystring = require("querystring");', 'import querystring from "node:querystring";'),
    "crypto": ('const crypto = require("crypto");', 'import crypto from "node:crypto";'),
    "md5": ('const md5 = require("md5");', 'import md5 from "md5";'),
    "session": ('const session = require("express-session");', 'import session from "express-session";'),
    "nanoid": ('const { nanoid } = require("nanoid");', 'import { nanoid } from "nanoid";'),
    "uuidv4": ('const { v4: uuidv4 } = require("uuid");', 'import { v4 as uuidv4 } from "uuid";'),
    "multer": ('const multer = require("multer");', 'import multer from "multer";'),
}
