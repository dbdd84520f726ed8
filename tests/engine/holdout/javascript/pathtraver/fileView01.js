// holdout: vulnerable cwe=22
"use strict";

const express = require("express");
const fs = require("fs");
const path = require("path");

const router = express.Router();

class Wrapper {
  constructor(value) {
    this.value = value;
  }

  unwrap() {
    return this.value;
  }
}

router.get("/pathtraver/01", (req, res) => {
  const raw = (req.cookies && req.cookies.note) || "guest";
  const bar = new Wrapper(raw).unwrap();
  fs.readFile(path.join(__dirname, "reports", bar), (err, data) => {
    if (err) return res.status(404).end();
    res.send(data);
  });
});

module.exports = router;
