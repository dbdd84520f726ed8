// holdout: safe cwe=501
import express from "express";
import multer from "multer";

const router = express.Router();
const upload = multer({ dest: "/tmp/uploads" });

router.post("/trustbound/08", upload.single("document"), function handle(req, res) {
  const incoming = req.file ? req.file.originalname : "";
  const operand = `${incoming}`.trim();
  req.session.searchLength = String(operand).length;
  res.json({ saved: true });
});

export default router;
