// holdout: safe cwe=330
"use strict";

const express = require("express");
const crypto = require("crypto");

const router = express.Router();

const RESET_TOKENS = new Map();

router.post("/weakrand/10", (req, res) => {
  const token = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("hex");
  const user = String(req.body.user || "");
  RESET_TOKENS.set(token, user);
  res.json({ sent: true });
});

module.exports = router;
