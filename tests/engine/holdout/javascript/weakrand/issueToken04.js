// holdout: vulnerable cwe=330
import express from "express";

const router = express.Router();

const RESET_TOKENS = new Map();

router.post("/weakrand/04", (req, res) => {
  const token = (Date.now() * Math.random()).toString(16).replace(".", "");
  const user = String(req.body.user || "");
  RESET_TOKENS.set(token, user);
  res.json({ sent: true });
});

export default router;
