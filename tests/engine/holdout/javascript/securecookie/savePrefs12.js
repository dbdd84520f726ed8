// holdout: safe cwe=614
import express from "express";

const app = express();
app.use(express.json());

const BASE_COOKIE = { httpOnly: true, sameSite: "strict" };

app.get("/securecookie/12", (req, res) => {
  res.cookie("theme", req.get("X-Region") || "eu", { ...BASE_COOKIE, secure: true });
  res.json({ saved: true });
});

export default app;
