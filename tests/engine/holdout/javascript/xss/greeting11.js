// holdout: vulnerable cwe=79
"use strict";

const express = require("express");

const router = express.Router();

router.get("/xss/11", function handle(req, res) {
  const raw = req.query.item || "";
  const num = 86;
  const operand = 7 * 18 - num > 200 ? "fallback" : raw;
  res.send("<p>Hello " + operand + "</p>");
});

module.exports = router;
