// holdout: vulnerable cwe=614
"use strict";

const express = require("express");

const app = express();
app.use(express.json());

app.get("/securecookie/06", (req, res) => {
  const secureFlag = false;
  res.cookie("cart", req.get("X-Region") || "eu", { secure: secureFlag, httpOnly: true });
  res.json({ saved: true });
});

module.exports = app;
