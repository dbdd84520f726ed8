// holdout: vulnerable cwe=22
"use strict";

const express = require("express");

const app = express();
app.use(express.json());

app.get("/pathtraver/03", (req, res) => {
  let incoming = "";
  for (const [key, value] of Object.entries(req.query)) {
    if (key.startsWith("f_")) {
      incoming = String(value);
      break;
    }
  }
  let operand;
  try {
    operand = decodeURIComponent(incoming);
  } catch (e) {
    operand = "invalid";
  }
  res.sendFile("/srv/app/reports/" + operand);
});

module.exports = app;
