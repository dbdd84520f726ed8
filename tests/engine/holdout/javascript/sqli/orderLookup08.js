// holdout: safe cwe=89
import express from "express";
import { Pool } from "pg";
import url from "node:url";

const router = express.Router();

const pool = new Pool();

router.get("/sqli/08", async function handle(req, res) {
  const param = url.parse(req.url, true).query.q || "";
  const items = ["north", param, "south"];
  items.shift();
  const bar = items[0];
  await pool.query("UPDATE accounts SET nickname = $1 WHERE id = 7", [bar]);
  res.json({ ok: true });
});

export default router;
