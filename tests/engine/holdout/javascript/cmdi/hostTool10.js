// holdout: safe cwe=78
"use strict";

const express = require("express");
const { exec } = require("child_process");

const router = express.Router();

const ALLOWED = new Set(["alpha", "beta", "gamma"]);

router.get("/cmdi/10", (req, res) => {
  const raw = req.get("X-item") || "";
  const operand = ALLOWED.has(raw) ? raw : "alpha";
  exec("ping -c 1 " + operand, (err, stdout) => {
    res.json({ output: stdout });
  });
});

module.exports = router;
