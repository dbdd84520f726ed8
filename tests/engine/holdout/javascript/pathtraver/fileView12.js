// holdout: safe cwe=22
import express from "express";

const app = express();
app.use(express.json());

const REPORT_DIR = "/srv/app/reports";

app.get("/pathtraver/12", (req, res) => {
  const { sort: incoming = "" } = req.query;
  const pieces = [];
  for (const piece of String(incoming).split(",")) {
    pieces.push(piece.trim());
  }
  const selected = pieces.join(",");
  res.sendFile(selected, { root: REPORT_DIR });
});

export default app;
