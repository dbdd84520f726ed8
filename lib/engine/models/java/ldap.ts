import { on } from "../common/calls";
import type { LanguageModel } from "../types";

/**
 * LDAP clients beside JNDI (CodeQL's UnboundId and SpringLdap models): the filter text is the
 * injectable part. A `Filter` built by `createEqualityFilter` and its kin escapes the value it is
 * given, as `Filter.encodeValue` and `LdapEncoder.filterEncode` do for text.
 */
export const javaLdapModel: Partial<LanguageModel> = {
  sinks: [
    {
      // UnboundID: `search(base, scope, filter, attributes…)`, and the request that holds the same.
      calls: [
        ...on(
          ["LDAPConnection", "LDAPInterface", "LDAPConnectionPool"],
          ["search", "searchForEntry", "asyncSearch"],
        ),
        "new SearchRequest",
      ],
      kind: "ldap",
      args: [2],
      label: "an LDAP search filter",
    },
    {
      calls: ["Filter#create", "SearchRequest#setFilter"],
      kind: "ldap",
      args: [0],
      label: "an LDAP search filter",
    },
    {
      // Spring LDAP: `search(base, filter, mapper)`; a filter given as a query object is built by it.
      calls: on(
        ["LdapTemplate", "LdapOperations"],
        ["search", "searchForObject", "searchForContext", "authenticate"],
      ),
      kind: "ldap",
      args: [1],
      label: "an LDAP search filter",
    },
    {
      // `query().filter("(uid=" + x + ")")`; the values after a `{0}` template are encoded.
      calls: ["LdapQueryBuilder#filter", "new HardcodedFilter"],
      kind: "ldap",
      args: [0],
      label: "an LDAP search filter",
    },
  ],
  sanitizers: [
    {
      calls: [
        "LdapEncoder#filterEncode",
        "LdapEncoder#nameEncode",
        "Filter#encodeValue",
        ...on(
          ["Filter"],
          [
            "createEqualityFilter",
            "createSubstringFilter",
            "createPresenceFilter",
            "createGreaterOrEqualFilter",
            "createLessOrEqualFilter",
            "createApproximateMatchFilter",
          ],
        ),
      ],
      kinds: ["ldap"],
    },
  ],
  returnTypes: {
    "LdapQueryBuilder#query": "LdapQueryBuilder",
    "LdapQueryBuilder#base": "LdapQueryBuilder",
    "LdapQueryBuilder#searchScope": "LdapQueryBuilder",
    "LdapQueryBuilder#attributes": "LdapQueryBuilder",
    "LdapQueryBuilder#countLimit": "LdapQueryBuilder",
  },
};
