// holdout: vulnerable cwe=22
"use strict";

const express = require("express");
const fsp = require("fs/promises");
const path = require("path");

const router = express.Router();

router.get("/pathtraver/11", async function handle(req, res) {
  const raw = req.headers["x-term"] || "";
  const items = ["north", raw, "south"];
  items.shift();
  const selected = items[0];
  const content = await fsp.readFile(path.join("/srv/app/templates", selected), "utf8");
  res.type("text").send(content);
});

module.exports = router;
