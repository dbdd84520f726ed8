// holdout: vulnerable cwe=502
"use strict";

const express = require("express");
const serialize = require("node-serialize");
const url = require("url");

const app = express();
app.use(express.json());

app.get("/deserialization/09", (req, res) => {
  const raw = url.parse(req.url, true).query.q || "";
  let subject;
  try {
    subject = decodeURIComponent(raw);
  } catch (e) {
    subject = "invalid";
  }
  const state = serialize.unserialize(subject);
  res.json({ keys: Object.keys(state) });
});

module.exports = app;
