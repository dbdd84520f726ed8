// holdout: safe cwe=94
import express from "express";

const app = express();
app.use(express.json());

app.get("/codeinj/12", (req, res) => {
  const userValue = req.query.target || "";
  const bar = String(userValue).split(",")[0];
  const result = JSON.parse(bar);
  res.json({ result });
});

export default app;
