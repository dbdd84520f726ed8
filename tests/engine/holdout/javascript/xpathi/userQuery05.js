// holdout: vulnerable cwe=643
"use strict";

const express = require("express");
const fs = require("fs");
const xpath = require("xpath");
const { DOMParser } = require("@xmldom/xmldom");

const router = express.Router();

const usersXml = fs.readFileSync("/srv/app/data/users.xml", "utf8");

router.get("/xpathi/05", function handle(req, res) {
  let provided = "";
  for (const name of Object.keys(req.headers)) {
    if (name.startsWith("x-custom-")) {
      provided = req.headers[name];
    }
  }
  const guide = "ABC";
  let subject;
  switch (guide.charAt(2)) {
    case "A":
      subject = provided;
      break;
    case "B":
      subject = "bob";
      break;
    default:
      subject = provided;
  }
  const doc = new DOMParser().parseFromString(usersXml, "text/xml");
  const expr = "count(//user[@team='" + subject + "'])";
  const result = xpath.evaluate(expr, doc, null, xpath.XPathResult.NUMBER_TYPE, null);
  res.json({ members: result.numberValue });
});

module.exports = router;
