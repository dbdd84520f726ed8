// holdout: vulnerable cwe=611
"use strict";

const express = require("express");
const libxmljs = require("libxmljs");

const router = express.Router();

router.get("/xxe/07", (req, res) => {
  const incoming = req.query.sort || "";
  const lookup = new Map();
  lookup.set("keyA", "static");
  lookup.set("keyB", incoming);
  const selected = lookup.get("keyB");
  const doc = libxmljs.parseXmlString(selected, { noent: true, dtdload: true, nonet: false });
  res.json({ children: doc.root().childNodes().length });
});

module.exports = router;
