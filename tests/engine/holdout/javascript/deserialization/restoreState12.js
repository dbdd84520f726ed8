// holdout: safe cwe=502
import express from "express";

const app = express();
app.use(express.json());

app.get("/deserialization/12", (req, res) => {
  const userValue = (req.cookies && req.cookies.item) || "guest";
  const slots = { first: "fixed", second: userValue, third: "other" };
  const selected = slots.second;
  const state = JSON.parse(selected);
  res.json({ keys: Object.keys(state) });
});

export default app;
