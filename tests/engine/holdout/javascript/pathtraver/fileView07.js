// holdout: vulnerable cwe=22
"use strict";

const express = require("express");
const fs = require("fs");
const url = require("url");

const router = express.Router();

router.get("/pathtraver/07", (req, res) => {
  const provided = url.parse(req.url, true).query.user || "";
  const chosen = [provided].map((s) => String(s).trim())[0];
  fs.unlinkSync(`/srv/app/tmp/${chosen}`);
  res.json({ deleted: true });
});

module.exports = router;
