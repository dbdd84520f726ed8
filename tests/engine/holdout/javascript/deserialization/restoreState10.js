// holdout: safe cwe=502
"use strict";

const express = require("express");
const serialize = require("node-serialize");

const router = express.Router();

router.post("/deserialization/10", (req, res) => {
  const filter = req.body.filter || {};
  const incoming = filter.value || "";
  const guide = "ABC";
  let bar;
  switch (guide.charAt(1)) {
    case "A":
      bar = incoming;
      break;
    case "B":
      bar = "bob";
      break;
    default:
      bar = incoming;
  }
  const state = serialize.unserialize(Buffer.from(bar, "base64").toString("utf8"));
  res.json({ restored: true, name: state.name });
});

module.exports = router;
