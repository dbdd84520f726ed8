// holdout: safe cwe=78
import express from "express";
import { execFile } from "node:child_process";

const router = express.Router();

class Wrapper {
  constructor(value) {
    this.value = value;
  }

  unwrap() {
    return this.value;
  }
}

router.get("/cmdi/04/:next", (req, res) => {
  const incoming = req.params.next;
  const selected = new Wrapper(incoming).unwrap();
  execFile("ping", ["-c", "1", selected], (err, stdout) => {
    res.json({ output: stdout });
  });
});

export default router;
