// holdout: safe cwe=918
"use strict";

const express = require("express");
const fs = require("fs");
const fsp = require("fs/promises");
const path = require("path");
const http = require("http");
const axios = require("axios");
const he = require("he");
const escapeHtml = require("escape-html");
const knex = require("knex")({ client: "pg" });
const sqlite3 = require("sqlite3");
const { Pool } = require("pg");
const { exec, execFile, execSync, spawn } = require("child_process");

const app = express();
app.use(express.json());
const pool = new Pool();
const db = new sqlite3.Database("/var/lib/app/app.db");
const ALLOWED_URLS = new Set(["https://status.example.com/health", "https://api.example.com/ping"]);

class Term {
  constructor(t) {
    this.t = t;
  }

  text() {
    return this.t.trim();
  }

  label() {
    return "fixed";
  }
}

async function normalize(s) {
  return s.trim();
}

async function fixedName(_s) {
  return "report";
}

app.all("/b/ssrf/8", async (req, res) => {
  const raw = req.params.id;
  const opts = { sort: "id", ...{ name: raw } };
  const v = opts.name;
  if (!ALLOWED_URLS.has(v)) return res.status(400).end();
  const r = await fetch(v);
  return res.send(await r.text());
});

module.exports = app;
