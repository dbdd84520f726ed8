// holdout: safe cwe=94
"use strict";

const express = require("express");

const app = express();
app.use(express.json());

app.get("/codeinj/06", (req, res) => {
  const parsedUrl = new URL(req.originalUrl, "http://localhost");
  const userValue = parsedUrl.searchParams.get("ref") || "";
  const num = 86;
  const chosen = 7 * 42 - num > 200 ? "fallback" : userValue;
  setTimeout("notifyUser('" + chosen + "')", 10);
  res.json({ scheduled: true });
});

module.exports = app;
