// holdout: safe cwe=328
import express from "express";
import crypto from "node:crypto";

const router = express.Router();

const CONFIG = { algorithm: "sha512", legacyAlgorithm: "sha1" };

router.get("/hash/04", (req, res) => {
  const doc = String(req.query.doc || "");
  const etag = crypto.createHash(CONFIG.algorithm).update(doc, "utf8").digest("base64");
  res.set("ETag", etag).json({ ok: true });
});

export default router;
