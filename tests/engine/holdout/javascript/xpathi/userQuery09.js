// holdout: vulnerable cwe=643
"use strict";

const express = require("express");
const fs = require("fs");
const xpath = require("xpath");
const { DOMParser } = require("@xmldom/xmldom");
const multer = require("multer");

const app = express();
app.use(express.json());
const upload = multer({ dest: "/tmp/uploads" });

const usersXml = fs.readFileSync("/srv/app/data/users.xml", "utf8");

app.post("/xpathi/09", upload.single("document"), (req, res) => {
  const provided = req.file ? req.file.originalname : "";
  const pieces = [];
  for (const piece of String(provided).split(",")) {
    pieces.push(piece.trim());
  }
  const bar = pieces.join(",");
  const doc = new DOMParser().parseFromString(usersXml, "text/xml");
  const node = xpath.select1(`//user[name='${bar}']/role`, doc);
  res.json({ role: node ? node.textContent : null });
});

module.exports = app;
