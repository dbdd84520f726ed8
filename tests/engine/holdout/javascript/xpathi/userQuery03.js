// holdout: vulnerable cwe=643
"use strict";

const express = require("express");
const fs = require("fs");
const xpath = require("xpath");
const { DOMParser } = require("@xmldom/xmldom");
const url = require("url");

const app = express();
app.use(express.json());

const usersXml = fs.readFileSync("/srv/app/data/users.xml", "utf8");

app.get("/xpathi/03", (req, res) => {
  const userValue = url.parse(req.url, true).query.file || "";
  const chosen = decodeURIComponent(userValue);
  const doc = new DOMParser().parseFromString(usersXml, "text/xml");
  const node = xpath.select1(`//user[name='${chosen}']/role`, doc);
  res.json({ role: node ? node.textContent : null });
});

module.exports = app;
