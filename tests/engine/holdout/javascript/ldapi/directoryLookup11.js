// holdout: vulnerable cwe=90
"use strict";

const express = require("express");
const ldap = require("ldapjs");

const router = express.Router();

const client = ldap.createClient({ url: "ldap://ldap.internal:389" });

router.get("/ldapi/11", function handle(req, res) {
  const raw = req.get("X-user") || "";
  const operand = [raw].map((s) => String(s).trim())[0];
  const searchFilter = "(mail=" + operand + "*)";
  client.search("ou=people,dc=example,dc=org", { filter: searchFilter }, (err, search) => {
    search.on("end", () => res.end());
  });
});

module.exports = router;
