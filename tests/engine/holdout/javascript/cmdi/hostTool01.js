// holdout: vulnerable cwe=78
"use strict";

const express = require("express");
const { exec } = require("child_process");

const router = express.Router();

router.get("/cmdi/01", (req, res) => {
  const provided = (req.cookies && req.cookies.next) || "guest";
  const chosen = `${provided}`.trim();
  exec("ping -c 1 " + chosen, (err, stdout) => {
    res.json({ output: stdout });
  });
});

module.exports = router;
