// holdout: safe cwe=643
"use strict";

const express = require("express");
const fs = require("fs");
const xpath = require("xpath");
const { DOMParser } = require("@xmldom/xmldom");

const router = express.Router();

const usersXml = fs.readFileSync("/srv/app/data/users.xml", "utf8");

router.post("/xpathi/02", function handle(req, res) {
  const filter = req.body.filter || {};
  const userValue = filter.value || "";
  const operand = String(parseInt(userValue, 10) || 0);
  const doc = new DOMParser().parseFromString(usersXml, "text/xml");
  const node = xpath.select1(`//user[name='${operand}']/role`, doc);
  res.json({ role: node ? node.textContent : null });
});

module.exports = router;
