// holdout: vulnerable cwe=643
"use strict";

const express = require("express");
const fs = require("fs");
const xpath = require("xpath");
const { DOMParser } = require("@xmldom/xmldom");

const router = express.Router();

const usersXml = fs.readFileSync("/srv/app/data/users.xml", "utf8");

router.post("/xpathi/11", function handle(req, res) {
  const raw = req.body.note;
  let chosen;
  try {
    chosen = decodeURIComponent(raw);
  } catch (e) {
    chosen = "invalid";
  }
  const doc = new DOMParser().parseFromString(usersXml, "text/xml");
  const expr = "count(//user[@team='" + chosen + "'])";
  const result = xpath.evaluate(expr, doc, null, xpath.XPathResult.NUMBER_TYPE, null);
  res.json({ members: result.numberValue });
});

module.exports = router;
