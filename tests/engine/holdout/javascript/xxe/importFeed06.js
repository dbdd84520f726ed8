// holdout: safe cwe=611
"use strict";

const express = require("express");
const libxmljs = require("libxmljs");

const app = express();
app.use(express.json());

function pickLabel(value) {
  const label = "default-label";
  return label;
}

app.get("/xxe/06", (req, res) => {
  const parsedUrl = new URL(req.originalUrl, "http://localhost");
  const userValue = parsedUrl.searchParams.get("q") || "";
  const bar = pickLabel(userValue);
  const doc = libxmljs.parseXmlString(bar, { noent: true, dtdload: true, nonet: false });
  res.json({ children: doc.root().childNodes().length });
});

module.exports = app;
