// holdout: vulnerable cwe=78
"use strict";

const express = require("express");
const { exec } = require("child_process");

const router = express.Router();

class Wrapper {
  constructor(value) {
    this.value = value;
  }

  unwrap() {
    return this.value;
  }
}

router.get("/cmdi/11", function handle(req, res) {
  const parsedUrl = new URL(req.originalUrl, "http://localhost");
  const provided = parsedUrl.searchParams.get("term") || "";
  const subject = new Wrapper(provided).unwrap();
  exec("ping -c 1 " + subject, (err, stdout) => {
    res.json({ output: stdout });
  });
});

module.exports = router;
