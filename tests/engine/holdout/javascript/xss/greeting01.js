// holdout: vulnerable cwe=79
"use strict";

const express = require("express");

const router = express.Router();

function normalize(value) {
  return String(value).trim().toLowerCase();
}

router.get("/xss/01", (req, res) => {
  const { next: provided = "" } = req.query;
  const bar = normalize(provided);
  res.send("<p>Hello " + bar + "</p>");
});

module.exports = router;
