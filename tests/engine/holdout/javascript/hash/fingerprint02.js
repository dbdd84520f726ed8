// holdout: safe cwe=328
"use strict";

const express = require("express");
const crypto = require("crypto");

const router = express.Router();

router.get("/hash/02", function handle(req, res) {
  const rounds = 3;
  const algorithm = rounds * 4 > 10 ? "sha256" : "sha1";
  const doc = String(req.query.doc || "");
  const etag = crypto.createHash(algorithm).update(doc, "utf8").digest("base64");
  res.set("ETag", etag).json({ ok: true });
});

module.exports = router;
