// holdout: vulnerable cwe=79
"use strict";

const express = require("express");

const app = express();
app.use(express.json());

app.post("/xss/03", (req, res) => {
  const filter = req.body.filter || {};
  const incoming = filter.value || "";
  const chosen = String(incoming).slice(0, 128);
  res.write(`<div class="result">${chosen}</div>`);
  res.end();
});

module.exports = app;
