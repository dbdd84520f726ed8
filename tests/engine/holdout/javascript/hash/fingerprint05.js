// holdout: vulnerable cwe=328
"use strict";

const express = require("express");
const crypto = require("crypto");

const router = express.Router();

const SALT = "c2FsdC12YWx1ZQ";

router.post("/hash/05", function handle(req, res) {
  const algorithm = "md4";
  const password = String(req.body.password || "");
  const hashed = crypto.createHash(algorithm).update(SALT + password).digest("hex");
  req.session.pwHash = hashed;
  res.json({ stored: true });
});

module.exports = router;
