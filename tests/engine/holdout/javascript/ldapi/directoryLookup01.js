// holdout: vulnerable cwe=90
"use strict";

const express = require("express");
const ldap = require("ldapjs");

const router = express.Router();

const client = ldap.createClient({ url: "ldap://ldap.internal:389" });

router.post("/ldapi/01", (req, res) => {
  const filter = req.body.filter || {};
  const userValue = filter.value || "";
  const operand = "" + userValue;
  client.search("ou=people,dc=example,dc=org", { filter: "(uid=" + operand + ")", scope: "sub" }, (err, search) => {
    const found = [];
    search.on("searchEntry", (entry) => found.push(entry.dn.toString()));
    search.on("end", () => res.json({ found }));
  });
});

module.exports = router;
