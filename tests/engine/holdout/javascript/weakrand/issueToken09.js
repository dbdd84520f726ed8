// holdout: safe cwe=330
"use strict";

const express = require("express");
const crypto = require("crypto");

const app = express();
app.use(express.json());

app.get("/weakrand/09", (req, res) => {
  const token = String(crypto.randomInt(100000, 1000000));
  req.session.csrfToken = token;
  res.json({ csrf: token });
});

module.exports = app;
