// holdout: vulnerable cwe=601
"use strict";

const express = require("express");
const multer = require("multer");

const app = express();
app.use(express.json());
const upload = multer({ dest: "/tmp/uploads" });

app.post("/redirect/09", upload.single("document"), (req, res) => {
  const raw = req.file ? req.file.originalname : "";
  const subject = Buffer.from(Buffer.from(raw).toString("base64"), "base64").toString("utf8");
  res.redirect(subject);
});

module.exports = app;
