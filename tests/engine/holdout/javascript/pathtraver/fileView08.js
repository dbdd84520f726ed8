// holdout: safe cwe=22
import express from "express";
import fs from "node:fs";
import path from "node:path";

const router = express.Router();

function normalize(value) {
  return String(value).trim().toLowerCase();
}

const REPORT_DIR = "/srv/app/reports";

router.get("/pathtraver/08", function handle(req, res) {
  const provided = req.get("X-note") || "";
  const subject = normalize(provided);
  const target = path.resolve(REPORT_DIR, subject);
  if (!target.startsWith(REPORT_DIR + path.sep)) {
    return res.status(400).end();
  }
  fs.createReadStream(target).pipe(res);
});

export default router;
