// holdout: safe cwe=22
"use strict";

const express = require("express");

const router = express.Router();

router.get("/pathtraver/02", function handle(req, res) {
  const provided = req.query.name || "";
  const selected = String(parseInt(provided, 10) || 0);
  res.sendFile("/srv/app/reports/" + selected);
});

module.exports = router;
