import { on } from "../common/calls";
import type { CallFacts, LanguageModel } from "../types";

/** A first argument that is a context: pgx, go-pg and the `…Context` methods take the query after it. */
const contextFirst = (c: CallFacts) => {
  const first = c.arg(0);
  return /Context$/.test(first?.type ?? "") || /^(ctx|c|context)$|Ctx$/.test(first?.text ?? "");
};

/** gorm's `Select(sql, args...)` starts with text; sqlx's `Select(&rows, sql, args...)` with a destination. */
const sqlFirst = (c: CallFacts) => {
  const first = c.arg(0);
  return c.argCount === 1 || typeof first?.constant === "string" || first?.prefix !== undefined;
};

/** Query builders whose methods take SQL text and return the builder (gorm's and go-pg's chains). */
const BUILDER_SQL = [
  "Raw",
  "Where",
  "WhereOr",
  "Or",
  "Not",
  "Order",
  "OrderExpr",
  "Group",
  "GroupExpr",
  "Having",
  "Select",
  "Joins",
  "Join",
  "ColumnExpr",
  "TableExpr",
];
const BUILDER_CHAIN = [
  ...BUILDER_SQL,
  "Model",
  "Table",
  "Limit",
  "Offset",
  "Preload",
  "Debug",
  "Unscoped",
  "Column",
];

/**
 * Database libraries beside database/sql: sqlx (`Select(&dest, query)`), pgx (context first),
 * gorm and go-pg query builders, whose chained calls keep the builder's type.
 */
export const goDatabaseModel: Partial<LanguageModel> = {
  sinks: [
    {
      calls: on(
        ["DB", "Tx", "Conn"],
        ["Query", "QueryRow", "Exec", "QueryEx", "QueryRowEx", "ExecEx", "QueryOne"],
      ),
      kind: "sql",
      args: [1],
      when: contextFirst,
      label: "a SQL query",
    },
    {
      calls: on(
        ["DB", "Tx", "Conn"],
        ["QueryEx", "QueryRowEx", "ExecEx", "QueryOne", "Queryx", "QueryRowx", "MustExec"],
      ),
      kind: "sql",
      args: [0],
      label: "a SQL query",
    },
    {
      calls: on(["DB", "Tx"], ["QueryxContext", "QueryRowxContext", "MustExecContext"]),
      kind: "sql",
      args: [1],
      label: "a SQL query",
    },
    // sqlx scans into its first argument (`Select(&rows, query, args...)`); gorm's `Select` takes
    // the SQL first, so the second argument is a query only after a destination.
    {
      calls: on(["DB", "Tx"], ["Select", "Get"]),
      kind: "sql",
      args: [1],
      when: (c) => !sqlFirst(c),
      label: "a SQL query",
    },
    {
      calls: on(["DB", "Tx"], ["SelectContext", "GetContext"]),
      kind: "sql",
      args: [2],
      label: "a SQL query",
    },
    {
      calls: on(
        ["DB"],
        BUILDER_SQL.filter((m) => m !== "Select"),
      ),
      kind: "sql",
      args: [0],
      label: "a SQL query",
    },
    { calls: ["DB#Select"], kind: "sql", args: [0], when: sqlFirst, label: "a SQL query" },
  ],
  returnTypes: {
    "gorm.io/gorm#Open": "DB",
    "github.com/go-pg/pg#Connect": "DB",
    "github.com/jmoiron/sqlx#Open": "DB",
    "github.com/jmoiron/sqlx#Connect": "DB",
    "github.com/jmoiron/sqlx#MustConnect": "DB",
    ...Object.fromEntries(BUILDER_CHAIN.map((m) => [`DB#${m}`, "DB"])),
  },
};
