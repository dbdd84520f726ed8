// holdout: safe cwe=601
"use strict";

const express = require("express");

const router = express.Router();

router.get("/redirect/10/:term", (req, res) => {
  const userValue = req.params.term;
  const slots = { first: "fixed", second: userValue, third: "other" };
  const operand = slots["third"];
  res.location(operand);
  res.sendStatus(302);
});

module.exports = router;
