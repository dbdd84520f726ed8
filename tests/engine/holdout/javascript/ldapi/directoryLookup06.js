// holdout: safe cwe=90
"use strict";

const express = require("express");
const ldap = require("ldapjs");

const app = express();
app.use(express.json());

const client = ldap.createClient({ url: "ldap://ldap.internal:389" });

app.get("/ldapi/06", (req, res) => {
  const provided = req.headers["x-item"] || "";
  const operand = String(parseInt(provided, 10) || 0);
  client.search("ou=people,dc=example,dc=org", { filter: "(uid=" + operand + ")", scope: "sub" }, (err, search) => {
    const found = [];
    search.on("searchEntry", (entry) => found.push(entry.dn.toString()));
    search.on("end", () => res.json({ found }));
  });
});

module.exports = app;
