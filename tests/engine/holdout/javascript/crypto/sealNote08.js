// holdout: safe cwe=327
import express from "express";
import crypto from "node:crypto";

const router = express.Router();

const KEY = Buffer.from(process.env.APP_KEY || "", "hex");
const IV_BYTES = 16;

router.post("/crypto/08", function handle(req, res) {
  let algorithm = "rc4";
  const fipsMode = true;
  if (fipsMode) {
    algorithm = "chacha20-poly1305";
  }
  const note = String(req.body.note || "");
  const cipher = crypto.createCipheriv(algorithm, KEY, crypto.randomBytes(IV_BYTES));
  const sealed = Buffer.concat([cipher.update(note, "utf8"), cipher.final()]);
  res.json({ sealed: sealed.toString("base64") });
});

export default router;
