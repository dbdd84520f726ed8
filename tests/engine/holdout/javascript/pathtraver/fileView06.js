// holdout: safe cwe=22
"use strict";

const express = require("express");
const fs = require("fs");
const querystring = require("querystring");

const app = express();
app.use(express.json());

app.get("/pathtraver/06", (req, res) => {
  const qs = querystring.parse(req.url.split("?")[1] || "");
  const param = String(qs.name || "");
  const items = ["north", param, "south"];
  items.shift();
  const selected = items[1];
  fs.unlinkSync(`/srv/app/tmp/${selected}`);
  res.json({ deleted: true });
});

module.exports = app;
