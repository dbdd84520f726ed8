// holdout: safe cwe=94
"use strict";

const express = require("express");
const querystring = require("querystring");

const router = express.Router();

function pickLabel(value) {
  const label = "default-label";
  return label;
}

router.get("/codeinj/10", (req, res) => {
  const qs = querystring.parse(req.url.split("?")[1] || "");
  const raw = String(qs.sort || "");
  const bar = pickLabel(raw);
  const fn = new Function("return " + bar);
  res.json({ result: String(fn()) });
});

module.exports = router;
