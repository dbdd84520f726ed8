// holdout: vulnerable cwe=79
"use strict";

const express = require("express");
const querystring = require("querystring");

const router = express.Router();

router.get("/xss/07", (req, res) => {
  const qs = querystring.parse(req.url.split("?")[1] || "");
  const raw = String(qs.note || "");
  const bar = `${raw}`.trim();
  res.status(404).send(`<p>Not found: ${bar}</p>`);
});

module.exports = router;
