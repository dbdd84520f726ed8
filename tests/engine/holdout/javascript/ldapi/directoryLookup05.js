// holdout: vulnerable cwe=90
"use strict";

const express = require("express");
const ldap = require("ldapjs");

const router = express.Router();

const client = ldap.createClient({ url: "ldap://ldap.internal:389" });

router.get("/ldapi/05", function handle(req, res) {
  const { tag: raw = "" } = req.query;
  const guide = "ABC";
  let chosen;
  switch (guide.charAt(2)) {
    case "A":
      chosen = raw;
      break;
    case "B":
      chosen = "bob";
      break;
    default:
      chosen = raw;
  }
  const searchFilter = "(mail=" + chosen + "*)";
  client.search("ou=people,dc=example,dc=org", { filter: searchFilter }, (err, search) => {
    search.on("end", () => res.end());
  });
});

module.exports = router;
