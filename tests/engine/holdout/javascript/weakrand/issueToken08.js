// holdout: safe cwe=330
import express from "express";
import crypto from "node:crypto";

const router = express.Router();

const RESET_TOKENS = new Map();

router.post("/weakrand/08", function handle(req, res) {
  const token = crypto.randomUUID();
  const user = String(req.body.user || "");
  RESET_TOKENS.set(token, user);
  res.json({ sent: true });
});

export default router;
