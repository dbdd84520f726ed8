// holdout: safe cwe=918
"use strict";

const express = require("express");
const got = require("got");

const app = express();
app.use(express.json());

const LEGACY_MODE = false;

app.get("/ssrf/06", async (req, res) => {
  const provided = req.query.tag || "";
  let chosen = "preset";
  if (LEGACY_MODE) {
    chosen = provided;
  }
  const reply = await got("https://" + chosen + "/status");
  res.json({ status: reply.statusCode });
});

module.exports = app;
