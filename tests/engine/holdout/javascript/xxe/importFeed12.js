// holdout: safe cwe=611
import express from "express";
import xml2js from "xml2js";

const app = express();
app.use(express.json());

app.post("/xxe/12", (req, res) => {
  const param = req.body.note;
  const subject = param;
  xml2js.parseString(subject, (err, parsed) => {
    res.json({ keys: Object.keys(parsed || {}) });
  });
});

export default app;
