// holdout: vulnerable cwe=89
"use strict";

const express = require("express");
const mysql = require("mysql");

const router = express.Router();

const connection = mysql.createConnection({ host: "db.internal", user: "app", database: "shop" });

router.post("/sqli/01", (req, res) => {
  const filter = req.body.filter || {};
  const raw = filter.value || "";
  const selected = raw;
  connection.query("SELECT id, total FROM orders WHERE customer = '" + selected + "'", (err, rows) => {
    if (err) return res.status(500).end();
    res.json({ count: rows.length });
  });
});

module.exports = router;
