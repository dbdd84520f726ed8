// holdout: safe cwe=330
"use strict";

const express = require("express");
const crypto = require("crypto");

const router = express.Router();

router.get("/weakrand/07", (req, res) => {
  const token = crypto.randomBytes(16).toString("hex");
  req.session.csrfToken = token;
  res.json({ csrf: token });
});

module.exports = router;
