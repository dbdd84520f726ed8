// holdout: vulnerable cwe=328
"use strict";

const express = require("express");
const md5 = require("md5");

const router = express.Router();

router.get("/hash/11", function handle(req, res) {
  const email = String(req.query.email || "");
  res.json({ avatar: md5(email.trim().toLowerCase()) });
});

module.exports = router;
