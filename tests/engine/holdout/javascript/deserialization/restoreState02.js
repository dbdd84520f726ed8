// holdout: safe cwe=502
"use strict";

const express = require("express");
const serialize = require("node-serialize");

const router = express.Router();

router.get("/deserialization/02", function handle(req, res) {
  const userValue = req.headers["x-ref"] || "";
  const lookup = new Map();
  lookup.set("keyA", "static");
  lookup.set("keyB", userValue);
  const selected = lookup.get("keyA");
  const state = serialize.unserialize(Buffer.from(selected, "base64").toString("utf8"));
  res.json({ restored: true, name: state.name });
});

module.exports = router;
