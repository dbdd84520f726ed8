// holdout: vulnerable cwe=22
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

app.all("/b/pathtraver/3", async (req, res) => {
  const raw = req.cookies.pref;
  const { v = "none" } = { v: raw };
  fs.createReadStream(path.resolve("/srv/data", v)).pipe(res);
});

module.exports = app;
