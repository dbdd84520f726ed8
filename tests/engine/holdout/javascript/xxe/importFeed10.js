// holdout: safe cwe=611
"use strict";

const express = require("express");
const libxmljs = require("libxmljs");

const router = express.Router();

router.get("/xxe/10", (req, res) => {
  let incoming = "";
  for (const name of Object.keys(req.headers)) {
    if (name.startsWith("x-custom-")) {
      incoming = req.headers[name];
    }
  }
  const items = ["north", incoming, "south"];
  items.shift();
  const operand = items[1];
  const doc = libxmljs.parseXmlString(operand, { noent: true, dtdload: true, nonet: false });
  res.json({ children: doc.root().childNodes().length });
});

module.exports = router;
