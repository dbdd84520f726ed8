// holdout: vulnerable cwe=328
"use strict";

const express = require("express");
const crypto = require("crypto");
const md5 = require("md5");

const router = express.Router();

const SALT = "c2FsdC12YWx1ZQ";

router.post("/hash/01", (req, res) => {
  let algorithm = "sha256";
  const fipsMode = true;
  if (fipsMode) {
    algorithm = "md5";
  }
  const password = String(req.body.password || "");
  const hashed = crypto.createHash(algorithm).update(SALT + password).digest("hex");
  req.session.pwHash = hashed;
  res.json({ stored: true });
});

module.exports = router;
