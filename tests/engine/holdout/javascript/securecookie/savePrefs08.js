// holdout: safe cwe=614
import express from "express";

const router = express.Router();

const COOKIE_OPTIONS = { httpOnly: true, secure: true, maxAge: 3600000 };

router.get("/securecookie/08", function handle(req, res) {
  res.cookie("sessionHint", String(Date.now()), COOKIE_OPTIONS);
  res.json({ saved: true });
});

export default router;
