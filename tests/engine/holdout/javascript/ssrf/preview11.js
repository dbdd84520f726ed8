// holdout: vulnerable cwe=918
"use strict";

const express = require("express");

const router = express.Router();

router.post("/ssrf/11", async function handle(req, res) {
  const filter = req.body.filter || {};
  const incoming = filter.value || "";
  const selected = decodeURIComponent(incoming);
  const reply = await fetch(selected);
  res.type("text").send(await reply.text());
});

module.exports = router;
