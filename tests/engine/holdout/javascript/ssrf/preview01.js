// holdout: vulnerable cwe=918
"use strict";

const express = require("express");
const axios = require("axios");

const router = express.Router();

router.get("/ssrf/01", async (req, res) => {
  const { q: incoming = "" } = req.query;
  const selected = [incoming].map((s) => String(s).trim())[0];
  const upstream = await axios.get(selected, { timeout: 5000 });
  res.send(upstream.data);
});

module.exports = router;
