// holdout: vulnerable cwe=502
"use strict";

const express = require("express");
const serialize = require("node-serialize");

const router = express.Router();

router.get("/deserialization/11/:file", function handle(req, res) {
  const provided = req.params.file;
  const num = 86;
  const selected = 7 * 18 - num > 200 ? "fallback" : provided;
  const state = serialize.unserialize(Buffer.from(selected, "base64").toString("utf8"));
  res.json({ restored: true, name: state.name });
});

module.exports = router;
