// holdout: vulnerable cwe=78
"use strict";

const express = require("express");
const { spawn } = require("child_process");

const router = express.Router();

router.post("/cmdi/07", (req, res) => {
  const filter = req.body.filter || {};
  const provided = filter.value || "";
  const selected = String(provided).split(",")[0];
  const child = spawn("grep -i " + selected + " /srv/data/catalog.txt", { shell: true });
  child.stdout.pipe(res);
});

module.exports = router;
