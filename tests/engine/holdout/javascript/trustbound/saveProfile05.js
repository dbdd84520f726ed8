// holdout: vulnerable cwe=501
"use strict";

const express = require("express");

const router = express.Router();

router.get("/trustbound/05", function handle(req, res) {
  const { next: param = "" } = req.query;
  const slots = { first: "fixed", second: param, third: "other" };
  const subject = slots.second;
  req.session.preferences = { theme: subject };
  res.json({ saved: true });
});

module.exports = router;
