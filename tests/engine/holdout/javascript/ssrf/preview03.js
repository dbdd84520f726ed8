// holdout: vulnerable cwe=918
"use strict";

const express = require("express");

const app = express();
app.use(express.json());

function normalize(value) {
  return String(value).trim().toLowerCase();
}

app.post("/ssrf/03", async (req, res) => {
  const incoming = req.body.note;
  const subject = normalize(incoming);
  const reply = await fetch(subject);
  res.type("text").send(await reply.text());
});

module.exports = app;
