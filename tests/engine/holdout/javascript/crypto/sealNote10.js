// holdout: safe cwe=327
"use strict";

const express = require("express");
const crypto = require("crypto");

const router = express.Router();

const KEY = Buffer.from(process.env.APP_KEY || "", "hex");
const IV_BYTES = 16;

router.post("/crypto/10", (req, res) => {
  const choices = ["bf-cbc", "aes-256-ctr"];
  const algorithm = choices[1];
  const note = String(req.body.note || "");
  const cipher = crypto.createCipheriv(algorithm, KEY, crypto.randomBytes(IV_BYTES));
  const sealed = Buffer.concat([cipher.update(note, "utf8"), cipher.final()]);
  res.json({ sealed: sealed.toString("base64") });
});

module.exports = router;
