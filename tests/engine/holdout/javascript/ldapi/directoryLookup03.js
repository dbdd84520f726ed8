// holdout: vulnerable cwe=90
"use strict";

const express = require("express");
const ldap = require("ldapjs");

const app = express();
app.use(express.json());

const client = ldap.createClient({ url: "ldap://ldap.internal:389" });

app.post("/ldapi/03", (req, res) => {
  const provided = req.body.note;
  const num = 86;
  const operand = 7 * 18 - num > 200 ? "fallback" : provided;
  const options = { scope: "sub", attributes: ["mail"] };
  options.filter = `(&(objectClass=person)(cn=${operand}))`;
  client.search("dc=example,dc=org", options, (err, search) => {
    search.on("end", () => res.json({ done: true }));
  });
});

module.exports = app;
