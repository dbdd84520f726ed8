// holdout: safe cwe=501
"use strict";

const express = require("express");
const querystring = require("querystring");

const router = express.Router();

class Wrapper {
  constructor(value) {
    this.value = value;
  }

  describe() {
    return "wrapper-v2";
  }
}

router.get("/trustbound/10", (req, res) => {
  const qs = querystring.parse(req.url.split("?")[1] || "");
  const userValue = String(qs.sort || "");
  const bar = new Wrapper(userValue).describe();
  req.session.preferences = { theme: bar };
  res.json({ saved: true });
});

module.exports = router;
