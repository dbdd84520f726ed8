import type { LanguageModel } from "../types";

/** Collection methods whose names only MongoDB drivers (PyMongo, Motor) give: their filter is a sink as it is. */
const MONGO_ONLY = [
  "find_one",
  "find_one_and_delete",
  "find_one_and_replace",
  "find_one_and_update",
  "update_one",
  "update_many",
  "replace_one",
  "delete_one",
  "delete_many",
  "count_documents",
];

/**
 * PyMongo and Motor: a filter holding a value of a JSON body matches what the value says when the
 * value is itself an object (`{"password": {"$ne": null}}`). Query strings, form fields, headers
 * and path parameters are strings (their sources are `safeFor` nosql). `find` and `aggregate` are
 * also a string's or another library's methods: only a filter or pipeline written in place counts.
 */
export const pymongoModel: Partial<LanguageModel> = {
  sinks: [
    {
      calls: MONGO_ONLY.map((m) => `*#${m}`),
      kind: "nosql",
      args: [0],
      keywords: ["filter"],
      label: "a database query",
    },
    {
      calls: ["*#find"],
      kind: "nosql",
      args: [0],
      when: (c) => c.arg(0)?.isMap === true,
      label: "a database query",
    },
    {
      calls: ["*#aggregate"],
      kind: "nosql",
      args: [0],
      when: (c) => c.arg(0)?.isList === true,
      label: "a database query",
    },
  ],
  sanitizers: [
    // What a query returns is what the database holds, not the request that chose it.
    { calls: MONGO_ONLY.map((m) => `*#${m}`), kinds: "all" },
    { calls: ["*#find"], kinds: "all", when: (c) => c.arg(0)?.isMap === true },
    // A string or an ObjectId cannot be a query object.
    { calls: ["str", "bson#ObjectId", "bson.objectid#ObjectId", "ObjectId"], kinds: ["nosql"] },
  ],
};
