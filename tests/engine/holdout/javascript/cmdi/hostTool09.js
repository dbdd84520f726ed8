// holdout: vulnerable cwe=78
"use strict";

const express = require("express");
const childProcess = require("child_process");

const app = express();
app.use(express.json());

app.get("/cmdi/09", (req, res) => {
  let provided = "";
  for (const [key, value] of Object.entries(req.query)) {
    if (key.startsWith("f_")) {
      provided = String(value);
      break;
    }
  }
  const lookup = new Map();
  lookup.set("keyA", "static");
  lookup.set("keyB", provided);
  const subject = lookup.get("keyB");
  childProcess.exec(`nslookup ${subject}`, (err, stdout) => res.json({ answer: stdout }));
});

module.exports = app;
