import type { LanguageModel } from "../types";

const QUERY = "sqlalchemy.orm.Query";
/** Query methods that take SQL text when given a string (`query.filter("name = '%s'" % x)`). */
const TEXT_CLAUSES = ["filter", "order_by", "group_by", "having", "distinct"];

/** SQLAlchemy's ORM query: a string given to a clause method is raw SQL. */
export const sqlalchemyModel: Partial<LanguageModel> = {
  sinks: [
    { calls: TEXT_CLAUSES.map((m) => `${QUERY}#${m}`), kind: "sql", args: [0], label: "a raw SQL clause" },
  ],
  sanitizers: [
    // Bound parameters are sent apart from the SQL text.
    { calls: ["*#bindparams"], kinds: ["sql"] },
    // text() is itself the sink: the clause it makes is reported there, not again where it is used.
    { calls: ["sqlalchemy#text", "text"], kinds: ["sql"] },
  ],
  returnTypes: Object.fromEntries([
    ["*#query", QUERY],
    ...[...TEXT_CLAUSES, "join", "outerjoin", "limit", "offset", "options", "filter_by"].map((m) => [
      `${QUERY}#${m}`,
      QUERY,
    ]),
  ]),
};
