// holdout: safe cwe=614
"use strict";

const express = require("express");

const router = express.Router();

router.get("/securecookie/10", (req, res) => {
  res.setHeader("Set-Cookie", `prefs=${String(req.query.theme || "light")}; Path=/; Secure; HttpOnly`);
  res.json({ saved: true });
});

module.exports = router;
