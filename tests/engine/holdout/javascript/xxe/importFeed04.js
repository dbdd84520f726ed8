// holdout: safe cwe=611
import express from "express";
import libxmljs from "libxmljs";
import querystring from "node:querystring";

const router = express.Router();

router.get("/xxe/04", (req, res) => {
  const qs = querystring.parse(req.url.split("?")[1] || "");
  const provided = String(qs.item || "");
  const guide = "ABC";
  let chosen;
  switch (guide.charAt(2)) {
    case "A":
      chosen = provided;
      break;
    case "B":
      chosen = "bob";
      break;
    default:
      chosen = provided;
  }
  const doc = libxmljs.parseXml(chosen, { noent: false, nonet: true });
  res.json({ root: doc.root().name() });
});

export default router;
