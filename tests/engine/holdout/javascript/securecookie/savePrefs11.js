// holdout: safe cwe=614
"use strict";

const express = require("express");

const router = express.Router();

router.get("/securecookie/11", function handle(req, res) {
  const secureFlag = true;
  res.cookie("cart", String(Date.now()), { secure: secureFlag, httpOnly: true });
  res.json({ saved: true });
});

module.exports = router;
