// holdout: safe cwe=79
"use strict";

const express = require("express");

const router = express.Router();

const ALLOWED = new Set(["alpha", "beta", "gamma"]);

router.get("/xss/10/:term", (req, res) => {
  const provided = req.params.term;
  const subject = ALLOWED.has(provided) ? provided : "alpha";
  res.send("<p>Hello " + subject + "</p>");
});

module.exports = router;
