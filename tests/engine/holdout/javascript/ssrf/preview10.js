// holdout: safe cwe=918
"use strict";

const express = require("express");

const router = express.Router();

router.get("/ssrf/10/:user", async (req, res) => {
  const incoming = req.params.user;
  const lookup = new Map();
  lookup.set("keyA", "static");
  lookup.set("keyB", incoming);
  const bar = lookup.get("keyA");
  const reply = await fetch(bar);
  res.type("text").send(await reply.text());
});

module.exports = router;
