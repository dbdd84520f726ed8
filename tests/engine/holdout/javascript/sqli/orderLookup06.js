// holdout: safe cwe=89
"use strict";

const express = require("express");
const { Sequelize, QueryTypes } = require("sequelize");

const app = express();
app.use(express.json());

const ALLOWED = new Set(["alpha", "beta", "gamma"]);

const sequelize = new Sequelize(process.env.DATABASE_URL);

app.get("/sqli/06", async (req, res) => {
  const raw = req.headers["x-tag"] || "";
  const operand = ALLOWED.has(raw) ? raw : "alpha";
  const rows = await sequelize.query("SELECT * FROM invoices WHERE ref = '" + operand + "'", { type: QueryTypes.SELECT });
  res.json({ count: rows.length });
});

module.exports = app;
