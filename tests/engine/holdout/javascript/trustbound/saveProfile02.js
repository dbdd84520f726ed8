// holdout: safe cwe=501
"use strict";

const express = require("express");

const router = express.Router();

const ALLOWED = new Set(["alpha", "beta", "gamma"]);

router.get("/trustbound/02", function handle(req, res) {
  let provided = "";
  for (const [key, value] of Object.entries(req.query)) {
    if (key.startsWith("f_")) {
      provided = String(value);
      break;
    }
  }
  const selected = ALLOWED.has(provided) ? provided : "alpha";
  req.session[selected] = true;
  res.json({ saved: true });
});

module.exports = router;
