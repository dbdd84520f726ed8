// holdout: safe cwe=643
import express from "express";
import fs from "node:fs";
import xpath from "xpath";
import { DOMParser } from "@xmldom/xmldom";

const router = express.Router();

const usersXml = fs.readFileSync("/srv/app/data/users.xml", "utf8");

router.get("/xpathi/04", (req, res) => {
  const incoming = req.query.note || "";
  let operand;
  try {
    operand = decodeURIComponent(incoming);
  } catch (e) {
    operand = "invalid";
  }
  const doc = new DOMParser().parseFromString(usersXml, "text/xml");
  const emails = xpath.parse("//user[@login=$login]/email/text()").select({ node: doc, variables: { login: operand } });
  res.json({ emails: emails.map(String) });
});

export default router;
