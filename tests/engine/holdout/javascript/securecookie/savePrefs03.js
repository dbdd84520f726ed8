// holdout: vulnerable cwe=614
"use strict";

const express = require("express");

const app = express();
app.use(express.json());

const COOKIE_OPTIONS = { httpOnly: true, secure: false, maxAge: 3600000 };

app.get("/securecookie/03", (req, res) => {
  res.cookie("sessionHint", req.get("X-Region") || "eu", COOKIE_OPTIONS);
  res.json({ saved: true });
});

module.exports = app;
