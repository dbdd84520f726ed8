// holdout: safe cwe=328
"use strict";

const express = require("express");
const crypto = require("crypto");

const app = express();
app.use(express.json());

app.get("/hash/06", (req, res) => {
  const profile = "modern";
  let algorithm;
  switch (profile) {
    case "legacy":
      algorithm = "sha1";
      break;
    case "modern":
      algorithm = "sha3-256";
      break;
    default:
      algorithm = "sha1";
  }
  const doc = String(req.query.doc || "");
  const etag = crypto.createHash(algorithm).update(doc, "utf8").digest("base64");
  res.set("ETag", etag).json({ ok: true });
});

module.exports = app;
