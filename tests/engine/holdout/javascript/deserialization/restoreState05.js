// holdout: vulnerable cwe=502
"use strict";

const express = require("express");
const yaml = require("js-yaml");

const router = express.Router();

router.get("/deserialization/05", function handle(req, res) {
  const incoming = req.query.name || "";
  const operand = "" + incoming;
  const config = yaml.load(operand, { schema: yaml.DEFAULT_FULL_SCHEMA });
  res.json({ config });
});

module.exports = router;
