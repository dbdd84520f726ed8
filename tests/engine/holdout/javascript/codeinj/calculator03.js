// holdout: vulnerable cwe=94
"use strict";

const express = require("express");

const app = express();
app.use(express.json());

app.get("/codeinj/03", (req, res) => {
  const userValue = (req.cookies && req.cookies.file) || "guest";
  const lookup = new Map();
  lookup.set("keyA", "static");
  lookup.set("keyB", userValue);
  const chosen = lookup.get("keyB");
  const fn = new Function("return " + chosen);
  res.json({ result: String(fn()) });
});

module.exports = app;
