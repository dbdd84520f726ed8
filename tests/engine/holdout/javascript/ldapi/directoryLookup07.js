// holdout: vulnerable cwe=90
"use strict";

const express = require("express");
const ldap = require("ldapjs");

const router = express.Router();

const client = ldap.createClient({ url: "ldap://ldap.internal:389" });

router.get("/ldapi/07", (req, res) => {
  let raw = "";
  for (const name of Object.keys(req.headers)) {
    if (name.startsWith("x-custom-")) {
      raw = req.headers[name];
    }
  }
  const pieces = [];
  for (const piece of String(raw).split(",")) {
    pieces.push(piece.trim());
  }
  const chosen = pieces.join(",");
  client.search("ou=people,dc=example,dc=org", { filter: "(uid=" + chosen + ")", scope: "sub" }, (err, search) => {
    const found = [];
    search.on("searchEntry", (entry) => found.push(entry.dn.toString()));
    search.on("end", () => res.json({ found }));
  });
});

module.exports = router;
