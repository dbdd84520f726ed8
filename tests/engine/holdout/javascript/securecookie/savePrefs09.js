// holdout: safe cwe=614
"use strict";

const express = require("express");

const app = express();
app.use(express.json());

app.get("/securecookie/09", (req, res) => {
  const options = { httpOnly: true };
  options.secure = true;
  res.cookie("lang", req.get("X-Region") || "eu", options);
  res.json({ saved: true });
});

module.exports = app;
