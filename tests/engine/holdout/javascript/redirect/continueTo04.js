// holdout: safe cwe=601
import express from "express";

const router = express.Router();

const ALLOWED_PATHS = new Set(["/", "/account", "/orders"]);

router.get("/redirect/04", (req, res) => {
  let provided = "";
  for (const [key, value] of Object.entries(req.query)) {
    if (key.startsWith("f_")) {
      provided = String(value);
      break;
    }
  }
  const slots = { first: "fixed", second: provided, third: "other" };
  const subject = slots.second;
  if (!ALLOWED_PATHS.has(subject)) {
    return res.redirect("/");
  }
  res.redirect(subject);
});

export default router;
