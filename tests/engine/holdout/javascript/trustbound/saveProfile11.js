// holdout: vulnerable cwe=501
"use strict";

const express = require("express");

const router = express.Router();

router.get("/trustbound/11", function handle(req, res) {
  const provided = (req.cookies && req.cookies.term) || "guest";
  const operand = "" + provided;
  req.session.preferences = { theme: operand };
  res.json({ saved: true });
});

module.exports = router;
