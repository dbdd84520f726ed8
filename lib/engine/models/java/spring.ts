import type { LanguageModel } from "../types";

/** Spring MVC handler parameters and Spring JDBC / JPA queries. */
export const springModel: Partial<LanguageModel> = {
  sources: [
    {
      paramAnnotations: [
        "RequestParam",
        "PathVariable",
        "RequestBody",
        "RequestHeader",
        "CookieValue",
        "ModelAttribute",
        "MatrixVariable",
      ],
      label: "a Spring request parameter",
    },
  ],
  sinks: [
    {
      calls: [
        "query",
        "queryForObject",
        "queryForList",
        "queryForMap",
        "queryForRowSet",
        "queryForStream",
        "update",
        "execute",
        "batchUpdate",
      ].flatMap((m) => [`JdbcTemplate#${m}`, `NamedParameterJdbcTemplate#${m}`, `JdbcOperations#${m}`]),
      kind: "sql",
      args: [0],
      label: "a Spring JDBC query",
    },
    {
      calls: [
        "EntityManager#createQuery",
        "EntityManager#createNativeQuery",
        "Session#createQuery",
        "Session#createSQLQuery",
        "Session#createNativeQuery",
      ],
      kind: "sql",
      args: [0],
      label: "a JPA/Hibernate query",
    },
  ],
  // ResponseCookie.from(…).httpOnly(true).secure(…): the builder keeps its type along the chain.
  returnTypes: Object.fromEntries(
    ["from", "httpOnly", "secure", "path", "domain", "maxAge", "sameSite"].map((m) => [
      `${m === "from" ? "ResponseCookie" : "ResponseCookieBuilder"}#${m}`,
      "ResponseCookieBuilder",
    ]),
  ),
  typeHints: {
    JdbcTemplate: /jdbcTemplate|jdbc/i,
    EntityManager: /^(em|entityManager)$/,
  },
};
