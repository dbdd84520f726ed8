// holdout: vulnerable cwe=643
"use strict";

const express = require("express");
const fs = require("fs");
const xpath = require("xpath");
const { DOMParser } = require("@xmldom/xmldom");

const router = express.Router();

class Wrapper {
  constructor(value) {
    this.value = value;
  }

  unwrap() {
    return this.value;
  }
}

const usersXml = fs.readFileSync("/srv/app/data/users.xml", "utf8");

router.get("/xpathi/07", (req, res) => {
  const parsedUrl = new URL(req.originalUrl, "http://localhost");
  const param = parsedUrl.searchParams.get("target") || "";
  const selected = new Wrapper(param).unwrap();
  const doc = new DOMParser().parseFromString(usersXml, "text/xml");
  const emails = xpath.select("//user[@login='" + selected + "']/email/text()", doc);
  res.json({ emails: emails.map(String) });
});

module.exports = router;
