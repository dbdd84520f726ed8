// holdout: safe cwe=327
import express from "express";
import crypto from "node:crypto";

const router = express.Router();

function algorithmName() {
  return "aes-256-cbc";
}

const KEY = Buffer.from(process.env.APP_KEY || "", "hex");
const IV_BYTES = 16;

router.post("/crypto/04", (req, res) => {
  const note = String(req.body.note || "");
  const cipher = crypto.createCipheriv(algorithmName(), KEY, crypto.randomBytes(IV_BYTES));
  const sealed = Buffer.concat([cipher.update(note, "utf8"), cipher.final()]);
  res.json({ sealed: sealed.toString("base64") });
});

export default router;
