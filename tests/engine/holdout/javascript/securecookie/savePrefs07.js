// holdout: safe cwe=614
"use strict";

const express = require("express");

const router = express.Router();

router.get("/securecookie/07", (req, res) => {
  res.cookie("prefs", String(req.query.theme || "light"), { secure: true, httpOnly: true, sameSite: "lax" });
  res.json({ saved: true });
});

module.exports = router;
