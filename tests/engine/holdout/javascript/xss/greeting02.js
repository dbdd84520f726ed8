// holdout: safe cwe=79
"use strict";

const express = require("express");

const router = express.Router();

router.post("/xss/02", function handle(req, res) {
  const provided = req.body.next;
  const slots = { first: "fixed", second: provided, third: "other" };
  const chosen = slots["third"];
  res.write(`<div class="result">${chosen}</div>`);
  res.end();
});

module.exports = router;
