// holdout: vulnerable cwe=614
"use strict";

const express = require("express");

const router = express.Router();

router.get("/securecookie/01", (req, res) => {
  res.cookie("prefs", String(req.query.theme || "light"), { httpOnly: true, sameSite: "lax" });
  res.json({ saved: true });
});

module.exports = router;
