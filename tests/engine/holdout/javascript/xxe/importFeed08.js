// holdout: safe cwe=611
import express from "express";
import { DOMParser } from "@xmldom/xmldom";

const router = express.Router();

function normalize(value) {
  return String(value).trim().toLowerCase();
}

router.get("/xxe/08", function handle(req, res) {
  const userValue = (req.cookies && req.cookies.tag) || "guest";
  const bar = normalize(userValue);
  const doc = new DOMParser().parseFromString(bar, "text/xml");
  res.json({ root: doc.documentElement.nodeName });
});

export default router;
