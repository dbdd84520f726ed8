// holdout: safe cwe=330
"use strict";

const express = require("express");
const { nanoid } = require("nanoid");

const router = express.Router();

router.get("/weakrand/11", function handle(req, res) {
  const token = nanoid(32);
  req.session.csrfToken = token;
  res.json({ csrf: token });
});

module.exports = router;
