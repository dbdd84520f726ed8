// holdout: vulnerable cwe=89
"use strict";

const express = require("express");
const mysql = require("mysql");

const router = express.Router();

const connection = mysql.createConnection({ host: "db.internal", user: "app", database: "shop" });

router.get("/sqli/11", function handle(req, res) {
  const raw = (req.cookies && req.cookies.item) || "guest";
  const guide = "ABC";
  let operand;
  switch (guide.charAt(2)) {
    case "A":
      operand = raw;
      break;
    case "B":
      operand = "bob";
      break;
    default:
      operand = raw;
  }
  const sql = "DELETE FROM carts WHERE session_ref = '" + operand + "'";
  connection.execute(sql, () => res.json({ ok: true }));
});

module.exports = router;
