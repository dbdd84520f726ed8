// holdout: safe cwe=327
import express from "express";
import crypto from "node:crypto";

const app = express();
app.use(express.json());

app.post("/crypto/12", (req, res) => {
  const note = String(req.body.note || "");
  const key = crypto.randomBytes(32);
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", key, iv);
  const sealed = Buffer.concat([cipher.update(note, "utf8"), cipher.final()]);
  res.json({ sealed: sealed.toString("hex"), tag: cipher.getAuthTag().toString("hex") });
});

export default app;
