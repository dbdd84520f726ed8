// holdout: vulnerable cwe=611
"use strict";

const express = require("express");
const libxmljs = require("libxmljs");

const app = express();
app.use(express.json());

app.get("/xxe/09", (req, res) => {
  const param = req.get("X-term") || "";
  const chosen = String(param).slice(0, 128);
  const doc = libxmljs.parseXml(chosen, { noent: true });
  res.json({ root: doc.root().name() });
});

module.exports = app;
