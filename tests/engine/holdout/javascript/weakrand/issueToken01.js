// holdout: vulnerable cwe=330
"use strict";

const express = require("express");

const router = express.Router();

router.get("/weakrand/01", (req, res) => {
  const token = Math.random().toString(36).slice(2);
  req.session.csrfToken = token;
  res.json({ csrf: token });
});

module.exports = router;
