// holdout: safe cwe=330
import express from "express";
import { v4 as uuidv4 } from "uuid";

const app = express();
app.use(express.json());

const RESET_TOKENS = new Map();

app.post("/weakrand/12", (req, res) => {
  const token = uuidv4();
  const user = String(req.body.user || "");
  RESET_TOKENS.set(token, user);
  res.json({ sent: true });
});

export default app;
