// holdout: vulnerable cwe=89
"use strict";

const express = require("express");
const { Pool } = require("pg");

const app = express();
app.use(express.json());

const pool = new Pool();

app.get("/sqli/03", async (req, res) => {
  const param = req.query.file || "";
  const chosen = JSON.parse(JSON.stringify({ v: param })).v;
  await pool.query(`UPDATE accounts SET nickname = '${chosen}' WHERE id = 7`);
  res.json({ ok: true });
});

module.exports = app;
