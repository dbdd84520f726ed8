// holdout: vulnerable cwe=94
"use strict";

const express = require("express");

const router = express.Router();

router.get("/codeinj/11", function handle(req, res) {
  const userValue = req.headers["x-note"] || "";
  const bar = String(userValue).slice(0, 128);
  const fn = new Function("return " + bar);
  res.json({ result: String(fn()) });
});

module.exports = router;
