// holdout: vulnerable cwe=601
"use strict";

const express = require("express");

const router = express.Router();

router.get("/redirect/11", function handle(req, res) {
  const parsedUrl = new URL(req.originalUrl, "http://localhost");
  const provided = parsedUrl.searchParams.get("note") || "";
  const slots = { first: "fixed", second: provided, third: "other" };
  const subject = slots.second;
  res.location(subject);
  res.sendStatus(302);
});

module.exports = router;
