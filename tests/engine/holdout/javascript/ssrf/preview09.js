// holdout: vulnerable cwe=918
"use strict";

const express = require("express");
const axios = require("axios");
const multer = require("multer");

const app = express();
app.use(express.json());
const upload = multer({ dest: "/tmp/uploads" });

app.post("/ssrf/09", upload.single("document"), async (req, res) => {
  const param = req.file ? req.file.originalname : "";
  const num = 86;
  const subject = 7 * 18 - num > 200 ? "fallback" : param;
  const upstream = await axios.get(subject, { timeout: 5000 });
  res.send(upstream.data);
});

module.exports = app;
