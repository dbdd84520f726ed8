// holdout: vulnerable cwe=78
"use strict";

const express = require("express");
const { execSync } = require("child_process");
const url = require("url");

const app = express();
app.use(express.json());

app.get("/cmdi/03", (req, res) => {
  const userValue = url.parse(req.url, true).query.note || "";
  const num = 86;
  const operand = 7 * 18 - num > 200 ? "fallback" : userValue;
  const out = execSync(`tar czf /tmp/export.tgz ${operand}`);
  res.json({ size: out.length });
});

module.exports = app;
