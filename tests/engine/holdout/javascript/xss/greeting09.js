// holdout: vulnerable cwe=79
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

app.get("/xss/09", (req, res) => {
  let raw = "";
  for (const name of Object.keys(req.headers)) {
    if (name.startsWith("x-custom-")) {
      raw = req.headers[name];
    }
  }
  const chosen = new Wrapper(raw).unwrap();
  res.type("html").send("<li>" + chosen + "</li>");
});

module.exports = app;
