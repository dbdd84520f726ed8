// holdout: safe cwe=78
"use strict";

const express = require("express");
const { spawn } = require("child_process");

const app = express();
app.use(express.json());

app.get("/cmdi/06", (req, res) => {
  const { name: incoming = "" } = req.query;
  const slots = { first: "fixed", second: incoming, third: "other" };
  const operand = slots["third"];
  const child = spawn("grep -i " + operand + " /srv/data/catalog.txt", { shell: true });
  child.stdout.pipe(res);
});

module.exports = app;
