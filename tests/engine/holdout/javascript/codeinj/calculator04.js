// holdout: safe cwe=94
import express from "express";

const router = express.Router();

router.get("/codeinj/04", (req, res) => {
  let raw = "";
  for (const name of Object.keys(req.headers)) {
    if (name.startsWith("x-custom-")) {
      raw = req.headers[name];
    }
  }
  const bar = String(raw).slice(0, 128);
  const result = JSON.parse(bar);
  res.json({ result });
});

export default router;
