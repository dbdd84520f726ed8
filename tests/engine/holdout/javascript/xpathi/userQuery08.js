// holdout: safe cwe=643
import express from "express";
import fs from "node:fs";
import xpath from "xpath";
import { DOMParser } from "@xmldom/xmldom";
import querystring from "node:querystring";

const router = express.Router();

const usersXml = fs.readFileSync("/srv/app/data/users.xml", "utf8");

router.get("/xpathi/08", function handle(req, res) {
  const qs = querystring.parse(req.url.split("?")[1] || "");
  const param = String(qs.q || "");
  const bar = param;
  const doc = new DOMParser().parseFromString(usersXml, "text/xml");
  const emails = xpath.parse("//user[@login=$login]/email/text()").select({ node: doc, variables: { login: bar } });
  res.json({ emails: emails.map(String) });
});

export default router;
