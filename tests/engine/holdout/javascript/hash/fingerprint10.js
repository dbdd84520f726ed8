// holdout: safe cwe=328
"use strict";

const express = require("express");
const crypto = require("crypto");

const router = express.Router();

router.get("/hash/10", (req, res) => {
  const doc = String(req.query.doc || "");
  const etag = crypto.createHash("sha256").update(doc, "utf8").digest("base64");
  res.set("ETag", etag).json({ ok: true });
});

module.exports = router;
