import type { LanguageModel } from "../types";

const QUERY = "sqlalchemy.orm.Query";
/** Query methods that take SQL text when given a string (`query.filter("name = '%s'" % x)`). */
const TEXT_CLAUSES = ["filter", "order_by", "group_by", "having", "distinct"];
const CHAINED = [...TEXT_CLAUSES, "join", "outerjoin", "limit", "offset", "options", "filter_by"];
/**
 * Column comparison operators (docs.sqlalchemy.org/en/20/core/sqlelement.html#sqlalchemy.sql.expression.ColumnOperators):
 * `Paste.title.like(term)` makes an expression whose operand is sent as a bound parameter.
 */
const COLUMN_OPERATORS = [
  "like",
  "ilike",
  "not_like",
  "notlike",
  "not_ilike",
  "notilike",
  "contains",
  "icontains",
  "startswith",
  "istartswith",
  "endswith",
  "iendswith",
  "in_",
  "not_in",
  "notin_",
  "between",
  "regexp_match",
];

/**
 * SQLAlchemy's ORM query: a string given to a clause method is raw SQL. A query comes from
 * `session.query(...)`, from Flask-SQLAlchemy's `Model.query` property (a receiver typed
 * `….query`), or sits in a variable named `query`.
 */
export const sqlalchemyModel: Partial<LanguageModel> = {
  sinks: [
    {
      calls: TEXT_CLAUSES.flatMap((m) => [`${QUERY}#${m}`, `query#${m}`]),
      kind: "sql",
      args: [0],
      label: "a raw SQL clause",
    },
    // SQL text placed as written: SQLAlchemy's literal columns, Peewee's SQL fragments.
    {
      calls: [
        "sqlalchemy#literal_column",
        "sqlalchemy.sql#literal_column",
        "sqlalchemy.sql.expression#literal_column",
        "peewee#SQL",
      ],
      kind: "sql",
      args: [0],
      keywords: ["text", "sql"],
      label: "a raw SQL clause",
    },
  ],
  sanitizers: [
    // Bound parameters are sent apart from the SQL text.
    { calls: ["*#bindparams"], kinds: ["sql"] },
    { calls: COLUMN_OPERATORS.map((m) => `*#${m}`), kinds: ["sql"] },
    // text() is itself the sink: the clause it makes is reported there, not again where it is used.
    { calls: ["sqlalchemy#text", "text"], kinds: ["sql"] },
  ],
  typeHints: { [QUERY]: /^query$/ },
  returnTypes: Object.fromEntries([
    ["*#query", QUERY],
    ...CHAINED.flatMap((m) => [
      [`${QUERY}#${m}`, QUERY],
      [`query#${m}`, QUERY],
    ]),
  ]),
};
