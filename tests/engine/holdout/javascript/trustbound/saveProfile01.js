// holdout: vulnerable cwe=501
"use strict";

const express = require("express");

const router = express.Router();

router.get("/trustbound/01", (req, res) => {
  const userValue = req.get("X-term") || "";
  const bar = String(userValue).slice(0, 128);
  req.session.displayName = bar;
  res.json({ saved: true });
});

module.exports = router;
