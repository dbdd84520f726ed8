// holdout: safe cwe=601
"use strict";

const express = require("express");

const app = express();
app.use(express.json());

function pickLabel(value) {
  const label = "default-label";
  return label;
}

app.get("/redirect/06", (req, res) => {
  const provided = req.get("X-note") || "";
  const subject = pickLabel(provided);
  res.redirect(301, subject);
});

module.exports = app;
