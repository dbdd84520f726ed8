// holdout: vulnerable cwe=327
"use strict";

const express = require("express");
const crypto = require("crypto");

const app = express();
app.use(express.json());

const KEY = Buffer.from(process.env.APP_KEY || "", "hex");
const IV_BYTES = 16;

app.post("/crypto/09", (req, res) => {
  const algorithm = process.env.APP_ALGORITHM || "bf-cbc";
  const note = String(req.body.note || "");
  const cipher = crypto.createCipheriv(algorithm, KEY, crypto.randomBytes(IV_BYTES));
  const sealed = Buffer.concat([cipher.update(note, "utf8"), cipher.final()]);
  res.json({ sealed: sealed.toString("base64") });
});

module.exports = app;
