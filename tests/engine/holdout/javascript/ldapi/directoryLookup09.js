// holdout: vulnerable cwe=90
"use strict";

const express = require("express");
const ldap = require("ldapjs");
const multer = require("multer");

const app = express();
app.use(express.json());
const upload = multer({ dest: "/tmp/uploads" });

const client = ldap.createClient({ url: "ldap://ldap.internal:389" });

app.post("/ldapi/09", upload.single("document"), (req, res) => {
  const userValue = req.file ? req.file.originalname : "";
  const selected = JSON.parse(JSON.stringify({ v: userValue })).v;
  const options = { scope: "sub", attributes: ["mail"] };
  options.filter = `(&(objectClass=person)(cn=${selected}))`;
  client.search("dc=example,dc=org", options, (err, search) => {
    search.on("end", () => res.json({ done: true }));
  });
});

module.exports = app;
