// holdout: vulnerable cwe=611
"use strict";

const express = require("express");
const libxmljs = require("libxmljs");

const router = express.Router();

router.get("/xxe/05", function handle(req, res) {
  const param = req.headers["x-item"] || "";
  const bar = JSON.parse(JSON.stringify({ v: param })).v;
  const doc = libxmljs.parseXml(bar, { noent: true });
  res.json({ root: doc.root().name() });
});

module.exports = router;
