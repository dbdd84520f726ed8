// holdout: vulnerable cwe=501
"use strict";

const express = require("express");

const app = express();
app.use(express.json());

app.post("/trustbound/09", (req, res) => {
  const raw = req.body.note;
  const bar = raw;
  req.session[bar] = true;
  res.json({ saved: true });
});

module.exports = app;
