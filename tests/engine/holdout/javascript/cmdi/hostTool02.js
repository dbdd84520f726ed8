// holdout: safe cwe=78
"use strict";

const express = require("express");
const { execSync } = require("child_process");

const router = express.Router();

router.get("/cmdi/02", function handle(req, res) {
  const incoming = req.headers["x-term"] || "";
  const num = 86;
  const bar = 7 * 42 - num > 200 ? "fallback" : incoming;
  const out = execSync(`tar czf /tmp/export.tgz ${bar}`);
  res.json({ size: out.length });
});

module.exports = router;
