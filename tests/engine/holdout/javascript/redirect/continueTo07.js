// holdout: vulnerable cwe=601
"use strict";

const express = require("express");

const router = express.Router();

router.post("/redirect/07", (req, res) => {
  const userValue = req.body.target;
  const lookup = new Map();
  lookup.set("keyA", "static");
  lookup.set("keyB", userValue);
  const bar = lookup.get("keyB");
  res.redirect(301, bar);
});

module.exports = router;
