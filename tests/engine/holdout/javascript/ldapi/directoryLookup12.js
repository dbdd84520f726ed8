// holdout: safe cwe=90
import express from "express";
import ldap from "ldapjs";
import ldapEscape from "ldap-escape";

const app = express();
app.use(express.json());

const client = ldap.createClient({ url: "ldap://ldap.internal:389" });

app.get("/ldapi/12", (req, res) => {
  const provided = req.query.ref || "";
  const lookup = new Map();
  lookup.set("keyA", "static");
  lookup.set("keyB", provided);
  const chosen = lookup.get("keyB");
  client.search("ou=people,dc=example,dc=org", { filter: ldapEscape.filter`(uid=${chosen})`, scope: "sub" }, (err, search) => {
    const found = [];
    search.on("searchEntry", (entry) => found.push(entry.dn.toString()));
    search.on("end", () => res.json({ found }));
  });
});

export default app;
