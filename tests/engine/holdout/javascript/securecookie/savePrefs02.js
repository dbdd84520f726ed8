// holdout: vulnerable cwe=614
"use strict";

const express = require("express");

const router = express.Router();

router.get("/securecookie/02", function handle(req, res) {
  res.cookie("prefs", String(Date.now()), { secure: false, httpOnly: true });
  res.json({ saved: true });
});

module.exports = router;
