// holdout: vulnerable cwe=94
"use strict";

const express = require("express");
const multer = require("multer");

const router = express.Router();
const upload = multer({ dest: "/tmp/uploads" });

router.post("/codeinj/01", upload.single("document"), (req, res) => {
  const raw = req.file ? req.file.originalname : "";
  const chosen = raw;
  const result = eval(chosen);
  res.json({ result: String(result) });
});

module.exports = router;
