// holdout: vulnerable cwe=501
"use strict";

const express = require("express");

const router = express.Router();

router.get("/trustbound/07", (req, res) => {
  const raw = req.headers["x-file"] || "";
  const items = ["north", raw, "south"];
  items.shift();
  const chosen = items[0];
  req.session.displayName = chosen;
  res.json({ saved: true });
});

module.exports = router;
