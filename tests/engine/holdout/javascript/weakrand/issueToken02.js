// holdout: vulnerable cwe=330
"use strict";

const express = require("express");

const router = express.Router();

const RESET_TOKENS = new Map();

router.post("/weakrand/02", function handle(req, res) {
  const token = String(Math.floor(Math.random() * 900000) + 100000);
  const user = String(req.body.user || "");
  RESET_TOKENS.set(token, user);
  res.json({ sent: true });
});

module.exports = router;
