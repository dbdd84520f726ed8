// holdout: vulnerable cwe=94
"use strict";

const express = require("express");
const url = require("url");

const router = express.Router();

router.get("/codeinj/07", (req, res) => {
  const incoming = url.parse(req.url, true).query.tag || "";
  const bar = [incoming].map((s) => String(s).trim())[0];
  setTimeout("notifyUser('" + bar + "')", 10);
  res.json({ scheduled: true });
});

module.exports = router;
