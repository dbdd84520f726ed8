// holdout: safe cwe=78
import express from "express";
import { execFileSync } from "node:child_process";

const app = express();
app.use(express.json());

app.get("/cmdi/12", (req, res) => {
  let provided = "";
  for (const name of Object.keys(req.headers)) {
    if (name.startsWith("x-custom-")) {
      provided = req.headers[name];
    }
  }
  const subject = JSON.parse(JSON.stringify({ v: provided })).v;
  const out = execFileSync("/usr/bin/file", ["--brief", "--", subject]);
  res.json({ type: out.toString() });
});

export default app;
