// holdout: vulnerable cwe=328
"use strict";

const express = require("express");
const crypto = require("crypto");

const app = express();
app.use(express.json());

const SALT = "c2FsdC12YWx1ZQ";

app.post("/hash/03", (req, res) => {
  const choices = ["sha3-256", "sha1"];
  const algorithm = choices[1];
  const password = String(req.body.password || "");
  const hashed = crypto.createHash(algorithm).update(SALT + password).digest("hex");
  req.session.pwHash = hashed;
  res.json({ stored: true });
});

module.exports = app;
