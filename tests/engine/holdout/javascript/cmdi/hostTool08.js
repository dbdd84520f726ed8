// holdout: safe cwe=78
import express from "express";
import { spawn } from "node:child_process";

const router = express.Router();

router.get("/cmdi/08", function handle(req, res) {
  const incoming = req.query.file || "";
  const selected = incoming;
  const child = spawn("git", ["log", "--oneline", "--author", selected], { cwd: "/srv/repo" });
  child.stdout.pipe(res);
});

export default router;
