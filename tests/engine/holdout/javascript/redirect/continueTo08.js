// holdout: safe cwe=601
import express from "express";

const router = express.Router();

router.get("/redirect/08", function handle(req, res) {
  const userValue = req.headers["x-tag"] || "";
  const pieces = [];
  for (const piece of String(userValue).split(",")) {
    pieces.push(piece.trim());
  }
  const subject = pieces.join(",");
  res.redirect("/home?from=" + encodeURIComponent(subject));
});

export default router;
