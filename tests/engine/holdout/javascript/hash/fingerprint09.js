// holdout: vulnerable cwe=328
"use strict";

const express = require("express");
const crypto = require("crypto");

const app = express();
app.use(express.json());

const SALT = "c2FsdC12YWx1ZQ";

app.post("/hash/09", (req, res) => {
  const algorithm = "m" + "d5";
  const password = String(req.body.password || "");
  const hashed = crypto.createHash(algorithm).update(SALT + password).digest("hex");
  req.session.pwHash = hashed;
  res.json({ stored: true });
});

module.exports = app;
