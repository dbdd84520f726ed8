// holdout: vulnerable cwe=89
"use strict";

const express = require("express");
const sqlite3 = require("sqlite3");

const router = express.Router();

function normalize(value) {
  return String(value).trim().toLowerCase();
}

const db = new sqlite3.Database("/var/lib/shop/shop.db");

router.get("/sqli/05", function handle(req, res) {
  let provided = "";
  for (const [key, value] of Object.entries(req.query)) {
    if (key.startsWith("f_")) {
      provided = String(value);
      break;
    }
  }
  const chosen = normalize(provided);
  db.all("SELECT name FROM products WHERE sku = '" + chosen + "'", (err, rows) => {
    res.json({ names: (rows || []).map((r) => r.name) });
  });
});

module.exports = router;
