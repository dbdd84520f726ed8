// holdout: safe cwe=643
import express from "express";
import fs from "node:fs";
import xpath from "xpath";
import { DOMParser } from "@xmldom/xmldom";

const app = express();
app.use(express.json());

const usersXml = fs.readFileSync("/srv/app/data/users.xml", "utf8");

app.get("/xpathi/12", (req, res) => {
  const { tag: incoming = "" } = req.query;
  const bar = Buffer.from(Buffer.from(incoming).toString("base64"), "base64").toString("utf8");
  const doc = new DOMParser().parseFromString(usersXml, "text/xml");
  const emails = xpath.parse("//user[@login=$login]/email/text()").select({ node: doc, variables: { login: bar } });
  res.json({ emails: emails.map(String) });
});

export default app;
