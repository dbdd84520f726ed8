// holdout: vulnerable cwe=601
"use strict";

const express = require("express");

const router = express.Router();

router.get("/redirect/01", (req, res) => {
  const raw = (req.cookies && req.cookies.sort) || "guest";
  let bar;
  try {
    bar = decodeURIComponent(raw);
  } catch (e) {
    bar = "invalid";
  }
  res.redirect(bar);
});

module.exports = router;
