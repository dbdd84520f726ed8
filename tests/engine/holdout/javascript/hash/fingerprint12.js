// holdout: safe cwe=328
import express from "express";
import crypto from "node:crypto";

const app = express();
app.use(express.json());

app.post("/hash/12", (req, res) => {
  const payload = String(req.body.payload || "");
  const signature = crypto.createHmac("sha256", process.env.SIGNING_KEY).update(payload).digest("hex");
  res.json({ signature });
});

export default app;
