// holdout: vulnerable cwe=611
"use strict";

const express = require("express");
const libxmljs = require("libxmljs");

const router = express.Router();

router.post("/xxe/01", (req, res) => {
  const filter = req.body.filter || {};
  const raw = filter.value || "";
  const chosen = [raw].map((s) => String(s).trim())[0];
  const doc = libxmljs.parseXml(chosen, { noent: true });
  res.json({ root: doc.root().name() });
});

module.exports = router;
