// holdout: vulnerable cwe=502
"use strict";

const express = require("express");
const serialize = require("node-serialize");

const app = express();
app.use(express.json());

app.get("/deserialization/03", (req, res) => {
  const param = req.get("X-tag") || "";
  const bar = Buffer.from(Buffer.from(param).toString("base64"), "base64").toString("utf8");
  const state = serialize.unserialize(Buffer.from(bar, "base64").toString("utf8"));
  res.json({ restored: true, name: state.name });
});

module.exports = app;
