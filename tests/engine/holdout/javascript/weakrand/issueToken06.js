// holdout: vulnerable cwe=330
"use strict";

const express = require("express");

const app = express();
app.use(express.json());

const RESET_TOKENS = new Map();

app.post("/weakrand/06", (req, res) => {
  const token = Array.from({ length: 4 }, () => Math.random().toString(36).slice(2, 8)).join("");
  const user = String(req.body.user || "");
  RESET_TOKENS.set(token, user);
  res.json({ sent: true });
});

module.exports = app;
