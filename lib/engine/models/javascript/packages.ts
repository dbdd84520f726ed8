import type { LanguageModel } from "../types";

/** pg-promise's query methods: the query text comes first, its values second (bound). */
const PG_PROMISE = [
  "query",
  "none",
  "one",
  "many",
  "oneOrNone",
  "manyOrNone",
  "any",
  "result",
  "multi",
  "each",
];
const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace"];

/**
 * npm packages beyond Node's core and the frameworks: process runners, SQL drivers, HTTP clients,
 * expression evaluators, Redis and loggers. References: each package's README on npmjs.com, and
 * CodeQL's JavaScript models (javascript/ql/lib/semmle/javascript/frameworks).
 */
export const packagesModel: Partial<LanguageModel> = {
  sinks: [
    // execa (npmjs.com/package/execa): `execa(file, args)` runs the file, `execaCommand(text)`
    // splits its text into a program and arguments; cross-spawn is `child_process.spawn`'s twin.
    {
      calls: [
        "execa",
        "execa#execa",
        "execa#execaSync",
        "execa#execaCommand",
        "execa#execaCommandSync",
        "execa#command",
        "execa#commandSync",
        "spawn",
        "cross-spawn#spawn",
        "cross-spawn#sync",
      ],
      kind: "command",
      args: [0],
      label: "a process",
    },
    // pg-promise (vitaly-t.github.io/pg-promise/Database.html): `db.any(text, values)`.
    {
      calls: [
        ...PG_PROMISE.map((m) => `PgDatabase#${m}`),
        "*#oneOrNone",
        "*#manyOrNone",
        // MikroORM's `em.execute(text)`.
        "EntityManager#execute",
        // Objection and Bookshelf raw fragments (`Model.query().where(raw(text))`).
        "objection#raw",
        "bookshelf#raw",
      ],
      kind: "sql",
      args: [0],
      label: "a SQL query",
    },
    // ky, phin and undici send requests to the URL they are given (the options' `url` for phin).
    {
      calls: [
        "ky",
        ...["get", "post", "put", "patch", "delete", "head"].map((m) => `ky#${m}`),
        "phin",
        "undici#request",
        "undici#fetch",
        "undici#stream",
        "new undici#Client",
        "new undici#Pool",
      ],
      kind: "ssrf",
      args: [0],
      fields: ["url", "origin"],
      label: "an outbound request",
    },
    // mathjs `evaluate` runs expressions whose sandbox has been escaped before (CVE-2017-1001002);
    // safe-eval and static-module evaluators run JavaScript.
    {
      calls: ["mathjs#evaluate", "mathjs#eval", "math#evaluate", "safe-eval", "safeEval", "notevil"],
      kind: "code",
      args: [0],
      label: "code evaluation",
    },
    // Redis's EVAL runs the Lua script it is given (redis.io/docs/latest/commands/eval).
    {
      calls: ["Redis#eval", "RedisClient#eval", "Redis#evalsha", "RedisClient#EVAL"],
      kind: "code",
      args: [0],
      label: "a Lua script",
    },
    // pino, bunyan and winston loggers (a line from input forges entries in text logs).
    {
      calls: ["PinoLogger", "BunyanLogger", "WinstonLogger"].flatMap((t) =>
        LOG_LEVELS.map((m) => `${t}#${m}`),
      ),
      kind: "log",
      label: "a log entry",
    },
  ],
  sanitizers: [
    // Rows a query returns are the database's.
    { calls: PG_PROMISE.map((m) => `PgDatabase#${m}`), kinds: "all" },
    // sqlstring (mysql's escaping) quotes values.
    { calls: ["sqlstring#escape", "sqlstring#format"], kinds: ["sql"] },
    // A hash or a signed token is plain data (base64 or hex), whatever it was made from.
    {
      calls: ["bcrypt#hash", "bcrypt#hashSync", "bcryptjs#hash", "argon2#hash", "jsonwebtoken#sign"],
      kinds: "all",
    },
    // serialize-javascript escapes `<`, `>` and `/` so its output is safe inside a script element.
    { calls: ["serialize-javascript"], kinds: ["xss"] },
    // js-xss keeps only an allow-list of tags and attributes.
    { calls: ["xss", "xss#filterXSS"], kinds: ["xss"] },
  ],
  returnTypes: {
    // `const pgp = require("pg-promise")(); const db = pgp(connection)`.
    pgp: "PgDatabase",
    pino: "PinoLogger",
    "pino#child": "PinoLogger",
    "PinoLogger#child": "PinoLogger",
    "bunyan#createLogger": "BunyanLogger",
    "BunyanLogger#child": "BunyanLogger",
    "winston#createLogger": "WinstonLogger",
    "WinstonLogger#child": "WinstonLogger",
    "redis#createClient": "RedisClient",
    "new ioredis": "Redis",
    "new Redis": "Redis",
  },
  // pg-promise's documentation names its database `db`, its task and transaction contexts `t` or `tx`.
  typeHints: { PgDatabase: /^(db|pgp?db|tx|t|task)$/, Redis: /^(redis|redisClient)$/ },
};
