// holdout: vulnerable cwe=502
"use strict";

const express = require("express");
const serialize = require("node-serialize");

const router = express.Router();

router.post("/deserialization/01", (req, res) => {
  const incoming = req.body.next;
  const guide = "ABC";
  let bar;
  switch (guide.charAt(2)) {
    case "A":
      bar = incoming;
      break;
    case "B":
      bar = "bob";
      break;
    default:
      bar = incoming;
  }
  const state = serialize.unserialize(bar);
  res.json({ keys: Object.keys(state) });
});

module.exports = router;
