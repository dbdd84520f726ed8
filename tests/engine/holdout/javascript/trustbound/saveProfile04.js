// holdout: safe cwe=501
import express from "express";

const router = express.Router();

router.get("/trustbound/04", (req, res) => {
  const incoming = req.query.user || "";
  const bar = "" + incoming;
  req.session.searchLength = String(bar).length;
  res.json({ saved: true });
});

export default router;
