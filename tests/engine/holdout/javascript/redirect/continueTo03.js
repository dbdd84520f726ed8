// holdout: vulnerable cwe=601
"use strict";

const express = require("express");

const app = express();
app.use(express.json());

app.get("/redirect/03", (req, res) => {
  const incoming = req.query.next || "";
  const selected = [incoming].map((s) => String(s).trim())[0];
  res.location(selected);
  res.sendStatus(302);
});

module.exports = app;
