import type { CallFacts, LanguageModel } from "../types";

const HTTP_VERBS = ["get", "post", "put", "patch", "delete", "del", "head", "request"];
const SHELL = /(^|[/\\])(sh|bash|zsh|dash|ksh|cmd(\.exe)?|powershell(\.exe)?|pwsh)$/i;
/** The argument list reaches a shell: the program is one, or the options ask for one. */
const throughShell = (c: CallFacts) =>
  SHELL.test(String(c.arg(0)?.constant ?? "")) ||
  [1, 2].some((i) => {
    const shell = c.arg(i)?.field("shell");
    return shell !== undefined && (!shell.known || Boolean(shell.constant));
  });

/**
 * `git clone <url>` and the like: an input git reads where it looks for options is taken as one if
 * it starts with `-` (`--upload-pack=…` runs a program). Not after `--`, which ends the options, nor
 * right after an option, which takes it as its value (`--author <name>`).
 */
const gitArguments = (c: CallFacts) => {
  if (!/(^|[/\\])git(\.exe)?$/.test(String(c.arg(0)?.constant ?? ""))) return false;
  const list = c.arg(1);
  if (!list?.isList) return false;
  let previous: unknown;
  for (let i = 0; list.item(i); i++) {
    const item = list.item(i);
    if (item?.constant === "--") return false;
    if (item?.tainted && !(typeof previous === "string" && previous.startsWith("-"))) return true;
    previous = item?.constant;
  }
  return false;
};

const WEAK_HASH = /^createHash\((md[245]|sha-?1|ripemd-?160)\)$/i;

/** Calls that start a program with an argument list (a shell only when asked for one). */
const SPAWNS = [
  "child_process#spawn",
  "child_process#spawnSync",
  "child_process#execFile",
  "child_process#execFileSync",
];

/** Node.js core modules and the common database, HTTP, XML, LDAP and logging libraries. */
export const nodeModel: Partial<LanguageModel> = {
  sources: [
    { members: ["process.env"], label: "the environment", local: true },
    { members: ["process.argv"], label: "the command line", local: true },
  ],
  sinks: [
    {
      calls: [
        "*#query",
        "*#execute",
        "*#raw",
        "*#$queryRawUnsafe",
        "*#$executeRawUnsafe",
        "sequelize#query",
        "knex#raw",
        "*#whereRaw",
        ...["all", "run", "get", "each", "exec", "prepare"].map((m) => `Database#${m}`),
      ],
      kind: "sql",
      args: [0],
      // A query given as options (`query({ sql, values })`, pg's `{ text, values }`) is its text;
      // other libraries' request objects of the same method name (DynamoDB's) are not SQL.
      fields: ["sql", "text"],
      label: "a SQL query",
    },
    {
      calls: ["child_process#exec", "child_process#execSync", "exec", "execSync", "shelljs#exec"],
      kind: "command",
      args: [0],
      label: "a shell command",
    },
    {
      calls: SPAWNS,
      kind: "command",
      args: [0],
      label: "a process",
    },
    {
      calls: SPAWNS,
      kind: "command",
      args: [1],
      label: "a shell command",
      when: throughShell,
    },
    {
      calls: SPAWNS,
      kind: "command",
      args: [1],
      label: "a git command's arguments",
      when: gitArguments,
    },
    // Deno.run({ cmd: [program, …args] }) starts a process.
    { calls: ["Deno#run"], kind: "command", args: [0], fields: ["cmd"], label: "a process" },
    {
      calls: [
        "eval",
        "window#eval",
        "window#setTimeout",
        "window#setInterval",
        "vm#runInNewContext",
        "vm#runInThisContext",
        "vm#runInContext",
        "new Script",
        "vm#compileFunction",
        "setTimeout",
        "setInterval",
        // vm2 and sandbox run the code they are given.
        "new VMScript",
        "VM#run",
        "NodeVM#run",
        "Sandbox#run",
      ],
      kind: "code",
      args: [0],
      label: "code evaluation",
    },
    // What a vm runs reads its context's values as its own globals, and the vm is no security
    // boundary: input placed there is within reach of the code (often the very thing it
    // evaluates, as a sandboxed `safeEval(data)` does).
    {
      calls: ["vm#runInContext", "vm#runInNewContext"],
      kind: "code",
      args: [1],
      label: "the context of code the vm runs",
    },
    {
      calls: ["vm#compileFunction"],
      kind: "code",
      args: [2],
      fields: ["parsingContext", "contextExtensions"],
      label: "the context of code the vm runs",
    },
    {
      calls: ["new VM", "new NodeVM"],
      kind: "code",
      args: [0],
      fields: ["sandbox"],
      label: "the context of code the vm runs",
    },
    // `require(name)` and `import(name)` load and run whatever module the name points at; one the
    // process's own settings name (`require(process.env.CONFIG)`) is the operator's choice.
    {
      calls: ["require", "import"],
      kind: "code",
      args: [0],
      when: (c) => !/^process\.(env|argv)\b/.test(c.arg(0)?.text ?? ""),
      label: "a module to load",
    },
    // `new Function("a", "b", body)`: parameter names and body are all code.
    { calls: ["Function", "new Function"], kind: "code", label: "code evaluation" },
    {
      calls: [
        "node-serialize#unserialize",
        "serialize#unserialize",
        "unserialize",
        "cryo#parse",
        "serialize-to-js#deserialize",
        "funcster#deepDeserialize",
        "js-yaml#load",
        "yaml#load",
      ],
      kind: "deserialization",
      args: [0],
      label: "deserialization",
    },
    {
      calls: [
        "axios#get",
        "axios#post",
        "axios#put",
        "axios#delete",
        "axios#request",
        "axios#patch",
        "axios#head",
        "axios",
        // An instance's base address is where each of its requests goes.
        "axios#create",
        "fetch",
        "node-fetch",
        "http#get",
        "https#get",
        "http#request",
        "https#request",
        ...HTTP_VERBS.flatMap((m) => [`got#${m}`, `request#${m}`, `needle#${m}`, `superagent#${m}`]),
        "got",
        "request",
        "needle",
        "superagent",
      ],
      kind: "ssrf",
      args: [0],
      // A request's options object: where it goes, not what it sends.
      fields: ["url", "uri", "baseURL", "baseUrl", "prefixUrl", "host", "hostname"],
      label: "an outbound request",
    },
    {
      calls: [
        "xpath#select",
        "xpath#select1",
        "xpath#evaluate",
        "xpath#parse",
        "*#selectNodes",
        "document#evaluate",
      ],
      kind: "xpath",
      args: [0],
      label: "an XPath query",
    },
    { calls: ["*#search"], kind: "ldap", args: [1], when: (c) => c.argCount >= 2, label: "an LDAP search" },
    {
      calls: [
        "console#log",
        "console#info",
        "console#warn",
        "console#error",
        "console#debug",
        ...["info", "warn", "error", "debug", "log", "verbose"].flatMap((m) => [
          `logger#${m}`,
          `winston#${m}`,
          `log#${m}`,
        ]),
      ],
      kind: "log",
      label: "a log entry",
    },
  ],
  sanitizers: [
    // Rows a SQL query returns are the database's, not the request's that built the query.
    { calls: ["*#query", "*#execute", "sequelize#query", "knex#raw", "*#raw"], kinds: "all" },
    {
      calls: [
        "parseInt",
        "parseFloat",
        "Number",
        "Boolean",
        "Number#parseInt",
        "Number#parseFloat",
        "Math#floor",
        "Math#round",
        "crypto#createHash",
      ],
      kinds: "all",
    },
    {
      calls: ["encodeURIComponent", "encodeURI", "querystring#escape"],
      kinds: ["xss", "path", "command", "redirect", "log"],
    },
    // `createHash("md5").update(p).digest("hex")` is a weak digest: stored as a password, it is
    // the weak-hash rule's (see weak-hash's password check).
    {
      calls: ["*#digest"],
      kinds: "all",
      returns: "WeakDigest",
      when: (c) => c.chain.some((call) => WEAK_HASH.test(call)),
    },
    { calls: ["shell-quote#quote", "shellescape", "shell-escape"], kinds: ["command"] },
    { calls: ["mysql#escape", "*#escape", "SqlString#escape", "pg-format"], kinds: ["sql"] },
    { calls: ["ldap-escape#filter", "ldapEscape#filter"], kinds: ["ldap"] },
    // ldapjs filter objects escape the values they are built from.
    {
      calls: ["Equality", "Substring", "Approximate", "GreaterThanEquals", "LessThanEquals", "Presence"].map(
        (f) => `new ${f}Filter`,
      ),
      kinds: ["ldap"],
    },
    {
      calls: ["*#replace", "*#replaceAll"],
      kinds: ["log"],
      when: (c) => /\\[rn]|\r|\n/.test(String(c.arg(0)?.constant ?? "")),
    },
  ],
  guards: [
    { calls: ["*#test"], subject: "arg0", kinds: "all" },
    { calls: ["*#includes", "*#has"], subject: "arg0", kinds: "all" },
    {
      calls: [
        "Number#isInteger",
        "Number#isSafeInteger",
        "validator#isInt",
        "validator#isNumeric",
        "validator#isUUID",
        "validator#isAlphanumeric",
      ],
      subject: "arg0",
      kinds: "all",
      // `Number(n)` is NaN unless all of `n` is a number; `parseInt` reads only a leading one.
      through: ["Number"],
    },
    { calls: ["isNaN"], subject: "arg0", kinds: "all", negated: true, through: ["Number"] },
    // validator's character allow-lists (`isWhitelisted(s, "0123456789+-*/()")`) and formats.
    {
      calls: ["validator#isWhitelisted", "validator#isAlpha", "validator#isHexadecimal", "validator#isIP"],
      subject: "arg0",
      kinds: "all",
    },
  ],
  cleanMethods: [
    "length",
    "indexOf",
    "includes",
    "startsWith",
    "endsWith",
    "test",
    "has",
    "isArray",
    "isInteger",
    "existsSync",
    "typeof",
    "json",
    "status",
    "sendStatus",
  ],
  callbacks: [
    { calls: ["*#map", "*#flatMap"], fn: 0, over: "receiver", applies: "each", result: "list" },
    {
      calls: ["*#filter", "*#sort", "*#toSorted"],
      fn: 0,
      over: "receiver",
      applies: "each",
      result: "source",
    },
    { calls: ["*#find", "*#findLast"], fn: 0, over: "receiver", applies: "each", result: "source" },
    {
      calls: ["*#forEach", "*#some", "*#every", "*#findIndex"],
      fn: 0,
      over: "receiver",
      applies: "each",
      result: "none",
    },
    { calls: ["*#then"], fn: 0, over: "receiver", applies: "whole", result: "return" },
    { calls: ["*#catch"], fn: 0, over: "receiver", applies: "whole", result: "either" },
    { calls: ["*#finally"], fn: 0, over: "receiver", applies: "whole", result: "source" },
  ],
  exits: ["process#exit"],
  // A key or bytes made from a literal is that literal: a hard-coded secret stays visible.
  // `util.promisify(f)` is `f` returning a promise: its sinks are the wrapped function's.
  wrappers: ["JWK#asKey", "crypto#createSecretKey", "Buffer#from", "TextEncoder#encode", "util#promisify"],
  returnTypes: {},
  // jose's key class, taken from the module (`const { JWK } = jose`).
  typeHints: { JWK: /^JWK$/ },
};
