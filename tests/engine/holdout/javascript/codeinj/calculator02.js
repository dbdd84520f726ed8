// holdout: safe cwe=94
"use strict";

const express = require("express");

const router = express.Router();

router.post("/codeinj/02", function handle(req, res) {
  const filter = req.body.filter || {};
  const userValue = filter.value || "";
  let chosen = "standard";
  const limit = 250;
  if ((limit / 5) * 2 > 100) {
    chosen = userValue;
  }
  const fn = new Function("return " + chosen);
  res.json({ result: String(fn()) });
});

module.exports = router;
