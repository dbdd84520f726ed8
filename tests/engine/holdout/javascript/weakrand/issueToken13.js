// holdout: safe cwe=330
"use strict";

const express = require("express");
const crypto = require("crypto");

const router = express.Router();

function issueToken() {
  return crypto.randomBytes(24).toString("base64url");
}

router.get("/weakrand/13", (req, res) => {
  const token = issueToken();
  req.session.csrfToken = token;
  res.json({ csrf: token });
});

module.exports = router;
