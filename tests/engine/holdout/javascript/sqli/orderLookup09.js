// holdout: vulnerable cwe=89
"use strict";

const express = require("express");
const createKnex = require("knex");
const multer = require("multer");

const app = express();
app.use(express.json());
const upload = multer({ dest: "/tmp/uploads" });

const knex = createKnex({ client: "pg", connection: process.env.DATABASE_URL });

app.post("/sqli/09", upload.single("document"), async (req, res) => {
  const raw = req.file ? req.file.originalname : "";
  const chosen = [raw].map((s) => String(s).trim())[0];
  const result = await knex.raw(`SELECT id FROM tickets WHERE owner = '${chosen}'`);
  res.json({ count: result.rows.length });
});

module.exports = app;
