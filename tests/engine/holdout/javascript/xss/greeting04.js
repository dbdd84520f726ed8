// holdout: safe cwe=79
import express from "express";
import escapeHtml from "escape-html";

const router = express.Router();

router.get("/xss/04", (req, res) => {
  const parsedUrl = new URL(req.originalUrl, "http://localhost");
  const param = parsedUrl.searchParams.get("q") || "";
  const num = 86;
  const bar = 7 * 18 - num > 200 ? "fallback" : param;
  res.send("<p>Hello " + escapeHtml(bar) + "</p>");
});

export default router;
