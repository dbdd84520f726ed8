// holdout: safe cwe=328
import express from "express";
import crypto from "node:crypto";

const router = express.Router();

router.get("/hash/08", function handle(req, res) {
  const algorithms = new Map([
    ["legacy", "sha1"],
    ["current", "sha384"],
  ]);
  const algorithm = algorithms.get("current");
  const doc = String(req.query.doc || "");
  const etag = crypto.createHash(algorithm).update(doc, "utf8").digest("base64");
  res.set("ETag", etag).json({ ok: true });
});

export default router;
