// holdout: vulnerable cwe=614
"use strict";

const express = require("express");

const router = express.Router();

router.get("/securecookie/05", function handle(req, res) {
  res.setHeader("Set-Cookie", `prefs=${String(Date.now())}; Path=/; HttpOnly`);
  res.json({ saved: true });
});

module.exports = router;
