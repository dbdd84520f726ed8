// holdout: vulnerable cwe=330
"use strict";

const express = require("express");

const router = express.Router();

router.get("/weakrand/05", function handle(req, res) {
  const random = Math.random;
  const token = random().toString(16).substring(2, 14);
  req.session.csrfToken = token;
  res.json({ csrf: token });
});

module.exports = router;
