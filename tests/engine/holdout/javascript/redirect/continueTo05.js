// holdout: vulnerable cwe=601
"use strict";

const express = require("express");
const querystring = require("querystring");

const router = express.Router();

router.get("/redirect/05", function handle(req, res) {
  const qs = querystring.parse(req.url.split("?")[1] || "");
  const incoming = String(qs.name || "");
  const subject = String(incoming).slice(0, 128);
  res.writeHead(302, { Location: subject });
  res.end();
});

module.exports = router;
