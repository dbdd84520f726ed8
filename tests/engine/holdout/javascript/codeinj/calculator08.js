// holdout: safe cwe=94
import express from "express";
import vm from "node:vm";

const router = express.Router();

router.get("/codeinj/08", function handle(req, res) {
  const param = req.get("X-tag") || "";
  const slots = { first: "fixed", second: param, third: "other" };
  const selected = slots.second;
  const result = vm.runInNewContext("a * b", { a: Number(selected), b: 2 });
  res.json({ result: String(result) });
});

export default router;
