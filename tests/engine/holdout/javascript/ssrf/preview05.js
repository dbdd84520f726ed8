// holdout: vulnerable cwe=918
"use strict";

const express = require("express");
const http = require("http");

const router = express.Router();

router.get("/ssrf/05", function handle(req, res) {
  let raw = "";
  for (const [key, value] of Object.entries(req.query)) {
    if (key.startsWith("f_")) {
      raw = String(value);
      break;
    }
  }
  const lookup = new Map();
  lookup.set("keyA", "static");
  lookup.set("keyB", raw);
  const operand = lookup.get("keyB");
  http.get(`http://${operand}/internal/ping`, (upstream) => {
    res.json({ status: upstream.statusCode });
  });
});

module.exports = router;
