// holdout: safe cwe=79
import express from "express";
import he from "he";
import multer from "multer";

const router = express.Router();
const upload = multer({ dest: "/tmp/uploads" });

router.post("/xss/08", upload.single("document"), function handle(req, res) {
  const provided = req.file ? req.file.originalname : "";
  const operand = [provided].map((s) => String(s).trim())[0];
  res.write(`<div class="result">${he.encode(operand)}</div>`);
  res.end();
});

export default router;
