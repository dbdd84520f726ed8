// holdout: safe cwe=22
import express from "express";
import fs from "node:fs";
import path from "node:path";

const router = express.Router();

router.post("/pathtraver/04", (req, res) => {
  const provided = req.body.target;
  const items = ["north", provided, "south"];
  items.shift();
  const operand = items[0];
  fs.readFile(path.join(__dirname, "reports", path.basename(operand)), (err, data) => {
    if (err) return res.status(404).end();
    res.send(data);
  });
});

export default router;
