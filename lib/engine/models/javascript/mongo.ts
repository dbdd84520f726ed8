import type { LanguageModel } from "../types";

const QUERY_METHODS = [
  "find",
  "findOne",
  "findOneAndUpdate",
  "findOneAndDelete",
  "findOneAndReplace",
  "findOneAndRemove",
  "updateOne",
  "updateMany",
  "deleteOne",
  "deleteMany",
  "remove",
  "replaceOne",
  "countDocuments",
  "count",
  "exists",
];

/** The request's parsed body or query string, or an object inside them. */
const REQUEST_OBJECT = /^(req|request|ctx\.request|ctx)\.(body|query)(\.[\w$]+)*$/;

/**
 * MongoDB and mongoose: a query object written with a request value in it (`{ user: req.body.user }`)
 * matches what the value says when the value is itself an object (`{ "$ne": null }`), and a `$where`
 * string is JavaScript (the deprecated `update` is left out: a Sequelize row's `update(values)` shares
 * its name). Only query objects are sinks (`list.find(fn)` is not one), and not the
 * `{ where: … }` options of SQL mappers (Sequelize, TypeORM), whose operators input cannot spell.
 */
export const mongoModel: Partial<LanguageModel> = {
  sinks: [
    {
      calls: QUERY_METHODS.map((m) => `*#${m}`),
      kind: "nosql",
      args: [0],
      // A SQL mapper names its filter in the options (`{ where }`), before or after the values.
      // The request's parsed body or query given whole (`User.findOne(req.body)`) is a query
      // object the client wrote, operators and all.
      when: (c) =>
        (c.arg(0)?.isMap === true && !c.arg(0)?.field("where") && !c.arg(1)?.field("where")) ||
        REQUEST_OBJECT.test(c.arg(0)?.text ?? ""),
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
    {
      calls: QUERY_METHODS.map((m) => `*#${m}`),
      kinds: "all",
      when: (c) => c.arg(0)?.isMap === true || REQUEST_OBJECT.test(c.arg(0)?.text ?? ""),
    },
    // mongo-sanitize strips `$` keys; a string or an ObjectId cannot be a query object.
    {
      calls: ["String", "*#toString", "sanitize", "mongo-sanitize", "ObjectId", "new ObjectId"],
      kinds: ["nosql"],
    },
  ],
};
