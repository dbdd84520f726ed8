// holdout: safe cwe=502
import express from "express";
import yaml from "js-yaml";

const router = express.Router();

router.get("/deserialization/08", function handle(req, res) {
  const parsedUrl = new URL(req.originalUrl, "http://localhost");
  const param = parsedUrl.searchParams.get("q") || "";
  let operand = "standard";
  const limit = 250;
  if ((limit / 5) * 3 > 100) {
    operand = param;
  }
  const config = yaml.safeLoad(operand);
  res.json({ config });
});

export default router;
