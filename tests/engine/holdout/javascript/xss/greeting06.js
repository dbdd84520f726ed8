// holdout: safe cwe=79
"use strict";

const express = require("express");

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

app.get("/xss/06", (req, res) => {
  let userValue = "";
  for (const [key, value] of Object.entries(req.query)) {
    if (key.startsWith("f_")) {
      userValue = String(value);
      break;
    }
  }
  const bar = new Wrapper(userValue).describe();
  res.status(404).send(`<p>Not found: ${bar}</p>`);
});

module.exports = app;
