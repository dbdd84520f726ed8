// holdout: safe cwe=918
import express from "express";

const router = express.Router();

const ALLOWED_HOSTS = new Set(["api.example.com", "cdn.example.com"]);

router.get("/ssrf/08", async function handle(req, res) {
  let incoming = "";
  for (const name of Object.keys(req.headers)) {
    if (name.startsWith("x-custom-")) {
      incoming = req.headers[name];
    }
  }
  let bar = "standard";
  const limit = 250;
  if ((limit / 5) * 3 > 100) {
    bar = incoming;
  }
  const target = new URL(bar);
  if (!ALLOWED_HOSTS.has(target.hostname)) {
    return res.status(400).end();
  }
  const reply = await fetch(target);
  res.type("text").send(await reply.text());
});

export default router;
