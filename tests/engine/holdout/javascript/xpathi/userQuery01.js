// holdout: vulnerable cwe=643
"use strict";

const express = require("express");
const fs = require("fs");
const xpath = require("xpath");
const { DOMParser } = require("@xmldom/xmldom");

const router = express.Router();

const usersXml = fs.readFileSync("/srv/app/data/users.xml", "utf8");

router.get("/xpathi/01", (req, res) => {
  const param = req.get("X-item") || "";
  const slots = { first: "fixed", second: param, third: "other" };
  const chosen = slots.second;
  const doc = new DOMParser().parseFromString(usersXml, "text/xml");
  const emails = xpath.select("//user[@login='" + chosen + "']/email/text()", doc);
  res.json({ emails: emails.map(String) });
});

module.exports = router;
