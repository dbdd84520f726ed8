// holdout: safe cwe=22
"use strict";

const express = require("express");
const fsp = require("fs/promises");
const path = require("path");

const router = express.Router();

router.get("/pathtraver/10/:user", async (req, res) => {
  const userValue = req.params.user;
  const amount = Number(userValue);
  const selected = Number.isFinite(amount) ? amount.toFixed(2) : "0";
  const content = await fsp.readFile(path.join("/srv/app/templates", selected), "utf8");
  res.type("text").send(content);
});

module.exports = router;
