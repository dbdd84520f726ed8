// holdout: vulnerable cwe=22
"use strict";

const express = require("express");
const fs = require("fs");
const path = require("path");

const app = express();
app.use(express.json());

const EXPORT_DIR = "/srv/app/exports";

app.get("/pathtraver/09", (req, res) => {
  let provided = "";
  for (const name of Object.keys(req.headers)) {
    if (name.startsWith("x-custom-")) {
      provided = req.headers[name];
    }
  }
  const guide = "ABC";
  let chosen;
  switch (guide.charAt(2)) {
    case "A":
      chosen = provided;
      break;
    case "B":
      chosen = "bob";
      break;
    default:
      chosen = provided;
  }
  fs.writeFileSync(path.join(EXPORT_DIR, chosen), "export started\n");
  res.json({ ok: true });
});

module.exports = app;
