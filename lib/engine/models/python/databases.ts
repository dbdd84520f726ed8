import type { LanguageModel } from "../types";

/** Connection and pool methods of asyncpg that take the query text first (`execute` is a SQL sink everywhere). */
const ASYNCPG_QUERIES = ["fetch", "fetchrow", "fetchval", "prepare", "copy_from_query"];

/**
 * Database drivers whose query methods are not the DB-API's `execute`: asyncpg's connections and
 * pools, pg8000's native `run`. Their connections are known by what made them (`asyncpg.connect`,
 * `async with asyncpg.create_pool(...) as pool`, `pool.acquire()`) or by a parameter's type
 * (`conn: asyncpg.Connection`).
 */
export const databasesModel: Partial<LanguageModel> = {
  sinks: [
    {
      calls: ASYNCPG_QUERIES.flatMap((m) => [`Connection#${m}`, `asyncpg.Pool#${m}`]),
      kind: "sql",
      args: [0],
      keywords: ["query"],
      label: "a SQL query",
    },
    // Only asyncpg's connection takes a query here; a DB-API connection's `cursor(name)` takes a cursor's name.
    {
      calls: ["asyncpg.Connection#cursor"],
      kind: "sql",
      args: [0],
      keywords: ["query"],
      label: "a SQL query",
    },
    // SQLAlchemy's driver-level statement and Peewee's raw statement: names no other library uses.
    {
      calls: ["*#exec_driver_sql", "*#execute_sql"],
      kind: "sql",
      args: [0],
      keywords: ["statement", "sql"],
      label: "a SQL query",
    },
    // The `databases` package: `await database.fetch_all(query=...)`.
    {
      calls: ["fetch_all", "fetch_one", "fetch_val", "iterate", "execute_many"].map(
        (m) => `databases.Database#${m}`,
      ),
      kind: "sql",
      args: [0],
      keywords: ["query"],
      label: "a SQL query",
    },
    { calls: ["pg8000.Connection#run"], kind: "sql", args: [0], keywords: ["sql"], label: "a SQL query" },
  ],
  // psycopg's SQL composition quotes what it is given: `sql.SQL("SELECT * FROM {}").format(sql.Identifier(t))`.
  sanitizers: [
    {
      calls: ["psycopg2.sql", "psycopg.sql"].flatMap((m) => [`${m}#Identifier`, `${m}#Literal`]),
      kinds: ["sql"],
    },
  ],
  returnTypes: {
    "asyncpg#connect": "asyncpg.Connection",
    "asyncpg#create_pool": "asyncpg.Pool",
    "asyncpg.Pool#acquire": "asyncpg.Connection",
    "pg8000#connect": "pg8000.Connection",
    "pg8000.dbapi#connect": "pg8000.Connection",
    "pg8000.native#Connection": "pg8000.Connection",
    "pg8000#Connection": "pg8000.Connection",
    "aiopg#connect": "aiopg.Connection",
    "aiopg#create_pool": "aiopg.Pool",
    "databases#Database": "databases.Database",
  },
};
