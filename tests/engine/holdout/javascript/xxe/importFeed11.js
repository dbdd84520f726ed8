// holdout: vulnerable cwe=611
"use strict";

const express = require("express");
const libxmljs = require("libxmljs");
const url = require("url");

const router = express.Router();

router.get("/xxe/11", function handle(req, res) {
  const provided = url.parse(req.url, true).query.item || "";
  const guide = "ABC";
  let bar;
  switch (guide.charAt(2)) {
    case "A":
      bar = provided;
      break;
    case "B":
      bar = "bob";
      break;
    default:
      bar = provided;
  }
  const doc = libxmljs.parseXmlString(bar, { noent: true, dtdload: true, nonet: false });
  res.json({ children: doc.root().childNodes().length });
});

module.exports = router;
