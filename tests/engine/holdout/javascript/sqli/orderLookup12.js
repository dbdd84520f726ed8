// holdout: safe cwe=89
import express from "express";
import { Sequelize, QueryTypes } from "sequelize";
import querystring from "node:querystring";

const app = express();
app.use(express.json());

const sequelize = new Sequelize(process.env.DATABASE_URL);

app.get("/sqli/12", async (req, res) => {
  const qs = querystring.parse(req.url.split("?")[1] || "");
  const param = String(qs.name || "");
  let operand;
  try {
    operand = decodeURIComponent(param);
  } catch (e) {
    operand = "invalid";
  }
  const rows = await sequelize.query("SELECT * FROM invoices WHERE ref = :ref", {
    replacements: { ref: operand },
    type: QueryTypes.SELECT,
  });
  res.json({ count: rows.length });
});

export default app;
