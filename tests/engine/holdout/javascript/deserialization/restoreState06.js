// holdout: safe cwe=502
"use strict";

const express = require("express");
const cryo = require("cryo");

const app = express();
app.use(express.json());

class Wrapper {
  constructor(value) {
    this.value = value;
  }

  describe() {
    return "wrapper-v2";
  }
}

app.get("/deserialization/06", (req, res) => {
  const { q: userValue = "" } = req.query;
  const selected = new Wrapper(userValue).describe();
  const restored = cryo.parse(selected);
  res.json({ type: typeof restored });
});

module.exports = app;
