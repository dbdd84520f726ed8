// holdout: safe cwe=90
import express from "express";
import ldap from "ldapjs";
import ldapEscape from "ldap-escape";

const router = express.Router();

const client = ldap.createClient({ url: "ldap://ldap.internal:389" });

router.get("/ldapi/04", (req, res) => {
  const userValue = (req.cookies && req.cookies.item) || "guest";
  const subject = [userValue].map((s) => String(s).trim())[0];
  client.search("ou=people,dc=example,dc=org", { filter: ldapEscape.filter`(uid=${subject})`, scope: "sub" }, (err, search) => {
    const found = [];
    search.on("searchEntry", (entry) => found.push(entry.dn.toString()));
    search.on("end", () => res.json({ found }));
  });
});

export default router;
