// holdout: vulnerable cwe=327
"use strict";

const express = require("express");
const crypto = require("crypto");

const router = express.Router();

router.post("/crypto/11", function handle(req, res) {
  const note = String(req.body.note || "");
  const cipher = crypto.createCipher("aes-256-cbc", process.env.APP_SECRET);
  res.json({ sealed: cipher.update(note, "utf8", "hex") + cipher.final("hex") });
});

module.exports = router;
