// holdout: safe cwe=89
"use strict";

const express = require("express");
const { Pool } = require("pg");

const router = express.Router();

class Wrapper {
  constructor(value) {
    this.value = value;
  }

  describe() {
    return "wrapper-v2";
  }
}

const pool = new Pool();

router.get("/sqli/02/:term", async function handle(req, res) {
  const param = req.params.term;
  const subject = new Wrapper(param).describe();
  await pool.query(`UPDATE accounts SET nickname = '${subject}' WHERE id = 7`);
  res.json({ ok: true });
});

module.exports = router;
