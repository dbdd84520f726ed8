import type { LanguageModel } from "../types";

/** The adapters' connect methods (`Sequel.sqlite`, `Sequel.postgres(...)`) return a database. */
const CONNECT = ["connect", "sqlite", "postgres", "mysql2", "mysql", "jdbc", "odbc", "oracle", "tinytds"];

/**
 * Sequel: SQL text given to the database or marked as a literal fragment (and Arel.sql, the same
 * mark in ActiveRecord); the values after a query with placeholders are bound.
 */
export const sequelModel: Partial<LanguageModel> = {
  sinks: [
    {
      // A Sequel application names its database constant `DB` by convention.
      calls: ["Sequel::Database", "DB"].flatMap((t) => [`${t}#fetch`, `${t}#run`, `${t}#execute_dui`]),
      kind: "sql",
      args: [0],
      label: "a SQL query",
    },
    { calls: ["Sequel#lit", "*#lit", "Arel#sql"], kind: "sql", args: [0], label: "a literal SQL fragment" },
  ],
  returnTypes: Object.fromEntries(CONNECT.map((m) => [`Sequel#${m}`, "Sequel::Database"])),
  // A literal fragment's text is checked where it is made; with placeholders, its values are bound.
  sanitizers: [{ calls: ["Sequel#lit", "*#lit", "Arel#sql"], kinds: ["sql"] }],
};
