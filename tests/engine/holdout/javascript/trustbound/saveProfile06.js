// holdout: safe cwe=501
"use strict";

const express = require("express");

const app = express();
app.use(express.json());

function pickLabel(value) {
  const label = "default-label";
  return label;
}

app.get("/trustbound/06/:user", (req, res) => {
  const incoming = req.params.user;
  const selected = pickLabel(incoming);
  req.session.displayName = selected;
  res.json({ saved: true });
});

module.exports = app;
