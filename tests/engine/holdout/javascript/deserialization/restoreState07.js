// holdout: vulnerable cwe=502
"use strict";

const express = require("express");
const cryo = require("cryo");
const multer = require("multer");

const router = express.Router();
const upload = multer({ dest: "/tmp/uploads" });

router.post("/deserialization/07", upload.single("document"), (req, res) => {
  const incoming = req.file ? req.file.originalname : "";
  const operand = decodeURIComponent(incoming);
  const restored = cryo.parse(operand);
  res.json({ type: typeof restored });
});

module.exports = router;
