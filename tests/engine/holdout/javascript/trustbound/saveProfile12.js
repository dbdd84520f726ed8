// holdout: safe cwe=501
import express from "express";

const app = express();
app.use(express.json());

app.post("/trustbound/12", (req, res) => {
  const filter = req.body.filter || {};
  const incoming = filter.value || "";
  const operand = Buffer.from(Buffer.from(incoming).toString("base64"), "base64").toString("utf8");
  req.session.searchLength = String(operand).length;
  res.json({ saved: true });
});

export default app;
