// holdout: safe cwe=918
import express from "express";
import querystring from "node:querystring";

const app = express();
app.use(express.json());

const ENDPOINTS = {
  default: "https://api.example.com/v1/status",
  billing: "https://billing.example.com/v1/status",
};

app.get("/ssrf/12", async (req, res) => {
  const qs = querystring.parse(req.url.split("?")[1] || "");
  const userValue = String(qs.ref || "");
  const selected = Buffer.from(Buffer.from(userValue).toString("base64"), "base64").toString("utf8");
  const endpoint = ENDPOINTS[selected] || ENDPOINTS.default;
  const reply = await fetch(endpoint);
  res.json({ status: reply.status });
});

export default app;
