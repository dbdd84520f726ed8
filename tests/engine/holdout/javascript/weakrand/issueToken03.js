// holdout: vulnerable cwe=330
"use strict";

const express = require("express");

const app = express();
app.use(express.json());

function issueToken() {
  let out = "";
  for (let i = 0; i < 32; i++) {
    out += ALPHABET[Math.floor(Math.random() * ALPHABET.length)];
  }
  return out;
}

const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

app.get("/weakrand/03", (req, res) => {
  const token = issueToken();
  req.session.csrfToken = token;
  res.json({ csrf: token });
});

module.exports = app;
