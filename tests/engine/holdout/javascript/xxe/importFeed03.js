// holdout: vulnerable cwe=611
"use strict";

const express = require("express");
const libxmljs = require("libxmljs");
const multer = require("multer");

const app = express();
app.use(express.json());
const upload = multer({ dest: "/tmp/uploads" });

app.post("/xxe/03", upload.single("document"), (req, res) => {
  const provided = req.file ? req.file.originalname : "";
  const pieces = [];
  for (const piece of String(provided).split(",")) {
    pieces.push(piece.trim());
  }
  const bar = pieces.join(",");
  const doc = libxmljs.parseXmlString(bar, { noent: true, dtdload: true, nonet: false });
  res.json({ children: doc.root().childNodes().length });
});

module.exports = app;
