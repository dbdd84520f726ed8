// holdout: vulnerable cwe=918
"use strict";

const express = require("express");
const got = require("got");

const router = express.Router();

router.get("/ssrf/07", async (req, res) => {
  const userValue = (req.cookies && req.cookies.user) || "guest";
  const slots = { first: "fixed", second: userValue, third: "other" };
  const operand = slots.second;
  const reply = await got("https://" + operand + "/status");
  res.json({ status: reply.statusCode });
});

module.exports = router;
