// holdout: vulnerable cwe=89
"use strict";

const express = require("express");
const { Sequelize, QueryTypes } = require("sequelize");

const router = express.Router();

class Wrapper {
  constructor(value) {
    this.value = value;
  }

  unwrap() {
    return this.value;
  }
}

const sequelize = new Sequelize(process.env.DATABASE_URL);

router.get("/sqli/07", async (req, res) => {
  const provided = req.get("X-target") || "";
  const chosen = new Wrapper(provided).unwrap();
  const rows = await sequelize.query("SELECT * FROM invoices WHERE ref = '" + chosen + "'", { type: QueryTypes.SELECT });
  res.json({ count: rows.length });
});

module.exports = router;
