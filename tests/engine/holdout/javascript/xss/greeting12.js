// holdout: safe cwe=79
import express from "express";

const app = express();
app.use(express.json());

app.get("/xss/12", (req, res) => {
  const raw = req.headers["x-ref"] || "";
  const bar = String(raw).split(",")[0];
  res.json({ query: bar });
});

export default app;
