// holdout: safe cwe=611
"use strict";

const express = require("express");
const libxmljs = require("libxmljs");

const router = express.Router();

router.get("/xxe/02/:tag", function handle(req, res) {
  const param = req.params.tag;
  const guide = "ABC";
  let subject;
  switch (guide.charAt(1)) {
    case "A":
      subject = param;
      break;
    case "B":
      subject = "bob";
      break;
    default:
      subject = param;
  }
  const doc = libxmljs.parseXmlString(subject, { noent: true, dtdload: true, nonet: false });
  res.json({ children: doc.root().childNodes().length });
});

module.exports = router;
