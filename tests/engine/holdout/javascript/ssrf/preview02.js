// holdout: safe cwe=918
"use strict";

const express = require("express");
const url = require("url");

const router = express.Router();

router.get("/ssrf/02", async function handle(req, res) {
  const provided = url.parse(req.url, true).query.tag || "";
  const slots = { first: "fixed", second: provided, third: "other" };
  const selected = slots["third"];
  const reply = await fetch(selected);
  res.type("text").send(await reply.text());
});

module.exports = router;
