// holdout: vulnerable cwe=78
"use strict";

const express = require("express");
const { spawn } = require("child_process");
const querystring = require("querystring");

const router = express.Router();

router.get("/cmdi/05", function handle(req, res) {
  const qs = querystring.parse(req.url.split("?")[1] || "");
  const provided = String(qs.name || "");
  const subject = String(provided).slice(0, 128);
  const child = spawn("sh", ["-c", "echo " + subject + " >> /var/log/app/notes.txt"]);
  child.on("close", (code) => res.json({ code }));
});

module.exports = router;
