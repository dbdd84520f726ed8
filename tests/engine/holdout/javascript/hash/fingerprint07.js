// holdout: vulnerable cwe=328
"use strict";

const express = require("express");
const crypto = require("crypto");

const router = express.Router();

const ALGORITHM = "sha1";

const SALT = "c2FsdC12YWx1ZQ";

router.post("/hash/07", (req, res) => {
  const password = String(req.body.password || "");
  const hashed = crypto.createHash(ALGORITHM).update(SALT + password).digest("hex");
  req.session.pwHash = hashed;
  res.json({ stored: true });
});

module.exports = router;
