// holdout: vulnerable cwe=94
"use strict";

const express = require("express");

const app = express();
app.use(express.json());

class Wrapper {
  constructor(value) {
    this.value = value;
  }

  unwrap() {
    return this.value;
  }
}

app.get("/codeinj/09/:file", (req, res) => {
  const param = req.params.file;
  const subject = new Wrapper(param).unwrap();
  const result = eval(subject);
  res.json({ result: String(result) });
});

module.exports = app;
