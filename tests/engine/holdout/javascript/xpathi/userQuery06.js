// holdout: safe cwe=643
"use strict";

const express = require("express");
const fs = require("fs");
const xpath = require("xpath");
const { DOMParser } = require("@xmldom/xmldom");

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

const usersXml = fs.readFileSync("/srv/app/data/users.xml", "utf8");

app.get("/xpathi/06", (req, res) => {
  let param = "";
  for (const [key, value] of Object.entries(req.query)) {
    if (key.startsWith("f_")) {
      param = String(value);
      break;
    }
  }
  const subject = new Wrapper(param).describe();
  const doc = new DOMParser().parseFromString(usersXml, "text/xml");
  const emails = xpath.select("//user[@login='" + subject + "']/email/text()", doc);
  res.json({ emails: emails.map(String) });
});

module.exports = app;
