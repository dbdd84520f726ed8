// holdout: safe cwe=90
"use strict";

const express = require("express");
const ldap = require("ldapjs");
const querystring = require("querystring");

const router = express.Router();

const client = ldap.createClient({ url: "ldap://ldap.internal:389" });

router.get("/ldapi/02", function handle(req, res) {
  const qs = querystring.parse(req.url.split("?")[1] || "");
  const provided = String(qs.file || "");
  let selected = "standard";
  const limit = 250;
  if ((limit / 5) * 2 > 100) {
    selected = provided;
  }
  const options = { scope: "sub", attributes: ["mail"] };
  options.filter = `(&(objectClass=person)(cn=${selected}))`;
  client.search("dc=example,dc=org", options, (err, search) => {
    search.on("end", () => res.json({ done: true }));
  });
});

module.exports = router;
