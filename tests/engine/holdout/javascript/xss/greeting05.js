// holdout: vulnerable cwe=79
"use strict";

const express = require("express");
const url = require("url");

const router = express.Router();

router.get("/xss/05", function handle(req, res) {
  const provided = url.parse(req.url, true).query.user || "";
  let subject;
  try {
    subject = decodeURIComponent(provided);
  } catch (e) {
    subject = "invalid";
  }
  res.end("<h2>" + subject + "</h2>");
});

module.exports = router;
