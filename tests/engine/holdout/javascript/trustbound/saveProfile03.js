// holdout: vulnerable cwe=501
"use strict";

const express = require("express");

const app = express();
app.use(express.json());

app.get("/trustbound/03", (req, res) => {
  let raw = "";
  for (const name of Object.keys(req.headers)) {
    if (name.startsWith("x-custom-")) {
      raw = req.headers[name];
    }
  }
  const guide = "ABC";
  let bar;
  switch (guide.charAt(2)) {
    case "A":
      bar = raw;
      break;
    case "B":
      bar = "bob";
      break;
    default:
      bar = raw;
  }
  req.session[bar] = true;
  res.json({ saved: true });
});

module.exports = app;
