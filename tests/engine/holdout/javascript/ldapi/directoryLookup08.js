// holdout: safe cwe=90
import express from "express";
import ldap from "ldapjs";
import { EqualityFilter } from "@ldapjs/filter";
import url from "node:url";

const router = express.Router();

const client = ldap.createClient({ url: "ldap://ldap.internal:389" });

router.get("/ldapi/08", function handle(req, res) {
  const param = url.parse(req.url, true).query.tag || "";
  let selected;
  try {
    selected = decodeURIComponent(param);
  } catch (e) {
    selected = "invalid";
  }
  const options = { scope: "sub", attributes: ["mail"] };
  options.filter = new EqualityFilter({ attribute: "cn", value: selected });
  client.search("dc=example,dc=org", options, (err, search) => {
    search.on("end", () => res.json({ done: true }));
  });
});

export default router;
