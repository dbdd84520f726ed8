// holdout: safe cwe=601
"use strict";

const express = require("express");

const router = express.Router();

router.get("/redirect/02", function handle(req, res) {
  const { ref: param = "" } = req.query;
  const num = 86;
  const selected = 7 * 42 - num > 200 ? "fallback" : param;
  res.location(selected);
  res.sendStatus(302);
});

module.exports = router;
