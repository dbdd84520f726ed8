// holdout: safe cwe=89
"use strict";

const express = require("express");
const mysql = require("mysql");

const router = express.Router();

const connection = mysql.createConnection({ host: "db.internal", user: "app", database: "shop" });

router.get("/sqli/10", (req, res) => {
  const parsedUrl = new URL(req.originalUrl, "http://localhost");
  const provided = parsedUrl.searchParams.get("next") || "";
  const amount = Number(provided);
  const bar = Number.isFinite(amount) ? amount.toFixed(2) : "0";
  const sql = "DELETE FROM carts WHERE session_ref = '" + bar + "'";
  connection.execute(sql, () => res.json({ ok: true }));
});

module.exports = router;
