// holdout: vulnerable cwe=22
"use strict";

const express = require("express");
const fs = require("fs");
const path = require("path");
const multer = require("multer");

const router = express.Router();
const upload = multer({ dest: "/tmp/uploads" });

const UPLOAD_DIR = "/srv/app/uploads";

router.post("/pathtraver/05", upload.single("document"), function handle(req, res) {
  const userValue = req.file ? req.file.originalname : "";
  const operand = String(userValue).split(",")[0];
  fs.createReadStream(path.resolve(UPLOAD_DIR, operand)).pipe(res);
});

module.exports = router;
