// holdout: safe cwe=90
"use strict";

const express = require("express");
const ldap = require("ldapjs");

const router = express.Router();

const client = ldap.createClient({ url: "ldap://ldap.internal:389" });

router.get("/ldapi/10/:name", (req, res) => {
  const userValue = req.params.name;
  const amount = Number(userValue);
  const subject = Number.isFinite(amount) ? amount.toFixed(2) : "0";
  const searchFilter = "(mail=" + subject + "*)";
  client.search("ou=people,dc=example,dc=org", { filter: searchFilter }, (err, search) => {
    search.on("end", () => res.end());
  });
});

module.exports = router;
