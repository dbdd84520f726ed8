// holdout: safe cwe=502
import express from "express";
import querystring from "node:querystring";

const router = express.Router();

router.get("/deserialization/04", (req, res) => {
  const qs = querystring.parse(req.url.split("?")[1] || "");
  const raw = String(qs.ref || "");
  const num = 86;
  const subject = 7 * 18 - num > 200 ? "fallback" : raw;
  const state = JSON.parse(subject);
  res.json({ keys: Object.keys(state) });
});

export default router;
