// holdout: vulnerable cwe=614
import express from "express";

const router = express.Router();

router.get("/securecookie/04", (req, res) => {
  const options = { httpOnly: true };
  options.maxAge = 86400000;
  res.cookie("lang", String(req.query.theme || "light"), options);
  res.json({ saved: true });
});

export default router;
