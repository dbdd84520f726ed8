// holdout: safe cwe=89
import express from "express";
import mysql from "mysql";

const router = express.Router();

const connection = mysql.createConnection({ host: "db.internal", user: "app", database: "shop" });

router.post("/sqli/04", (req, res) => {
  const userValue = req.body.q;
  const guide = "ABC";
  let operand;
  switch (guide.charAt(2)) {
    case "A":
      operand = userValue;
      break;
    case "B":
      operand = "bob";
      break;
    default:
      operand = userValue;
  }
  connection.query("SELECT id, total FROM orders WHERE customer = ?", [operand], (err, rows) => {
    if (err) return res.status(500).end();
    res.json({ count: rows.length });
  });
});

export default router;
