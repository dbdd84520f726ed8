// holdout: vulnerable cwe=94
"use strict";

const express = require("express");
const vm = require("vm");

const router = express.Router();

router.get("/codeinj/05", function handle(req, res) {
  const { q: provided = "" } = req.query;
  const items = ["north", provided, "south"];
  items.shift();
  const chosen = items[0];
  const result = vm.runInNewContext(chosen, { Math });
  res.json({ result: String(result) });
});

module.exports = router;
