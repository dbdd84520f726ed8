import type { CallFacts, LanguageModel } from "../types";

/** Loguru's logger methods that write their message (`logger.info(msg)`); `log(level, msg)` takes it second. */
const LOG_METHODS = ["trace", "debug", "info", "success", "warning", "error", "critical", "exception"];
const LOGGERS = ["loguru.logger", "structlog.BoundLogger"];

/** Pony ORM's query functions read a generator given as text (`select("p for p in Person")`) as Python. */
const PONY_QUERIES = ["select", "get", "exists", "left_join", "count"];

/** ruamel.yaml's `YAML(typ="unsafe")` builds any Python object a document names (its default, `rt`, does not). */
const UNSAFE_YAML = "ruamel.yaml.unsafe.YAML";
const unsafeTyp = (c: CallFacts) => /unsafe/.test(String(c.keyword("typ")?.constant ?? ""));

/**
 * Libraries beyond the web frameworks: other outbound clients, stores whose queries run code,
 * programs run by name, template languages that run Python, and third-party loggers.
 */
export const thirdPartyModel: Partial<LanguageModel> = {
  // Litestar's request (its route functions' own parameters are taken as Bottle's are).
  sources: [
    {
      members: [
        "request.query_params",
        "request.path_params",
        "request.url",
        "request.cookies",
        "request.headers",
      ],
      imports: /^litestar(\.|$)/,
      safeFor: ["nosql"],
      label: "the Litestar request",
    },
  ],
  sinks: [
    // Tornado's HTTP clients (tornadoweb.org/en/stable/httpclient.html): `fetch(request)`, a URL or an HTTPRequest.
    {
      calls: ["tornado.httpclient.AsyncHTTPClient#fetch", "tornado.httpclient.HTTPClient#fetch"],
      kind: "ssrf",
      args: [0],
      keywords: ["request"],
      label: "an outbound request",
    },
    {
      calls: ["tornado.httpclient#HTTPRequest"],
      kind: "ssrf",
      args: [0],
      keywords: ["url"],
      label: "an outbound request",
    },
    // httplib2 (httplib2.readthedocs.io): `Http().request(uri, method)`.
    {
      calls: ["httplib2.Http#request"],
      kind: "ssrf",
      args: [0],
      keywords: ["uri"],
      label: "an outbound request",
    },
    // pycurl (pycurl.io/docs/latest/curlobject.html): the value of the URL option.
    {
      calls: ["pycurl.Curl#setopt"],
      kind: "ssrf",
      args: [1],
      when: (c) => /(^|\.)URL$/.test(c.arg(0)?.text ?? ""),
      label: "an outbound request",
    },
    // Litestar's redirect response (docs.litestar.dev/latest/reference/response).
    {
      calls: ["litestar.response#Redirect", "litestar#Redirect"],
      kind: "redirect",
      args: [0],
      keywords: ["path"],
      label: "a redirect",
    },
    {
      calls: [`${UNSAFE_YAML}#load`, `${UNSAFE_YAML}#load_all`],
      kind: "deserialization",
      args: [0],
      label: "deserialization",
    },
    // ftplib (docs.python.org/3/library/ftplib.html): the host connected to.
    {
      calls: ["ftplib#FTP", "ftplib#FTP_TLS", "ftplib.FTP#connect", "ftplib.FTP_TLS#connect"],
      kind: "ssrf",
      args: [0],
      keywords: ["host"],
      label: "an outbound connection",
    },
    // aiofiles (github.com/Tinche/aiofiles): `aiofiles.open(path)` is the built-in `open`, awaited.
    {
      calls: ["aiofiles#open", "aiofiles.os#remove", "aiofiles.os#unlink"],
      kind: "path",
      args: [0],
      keywords: ["file", "path"],
      label: "a file path",
    },
    {
      calls: ["aiofiles.os#rename"],
      kind: "path",
      args: [0, 1],
      keywords: ["src", "dst"],
      label: "a file path",
    },
    // redis-py (redis.readthedocs.io, commands.html#eval): a Lua script run by the server.
    {
      calls: ["redis.Redis#eval", "redis.Redis#register_script", "redis.asyncio.Redis#eval"],
      kind: "code",
      args: [0],
      keywords: ["script"],
      label: "a Redis Lua script",
    },
    // Flask-SimpleLDAP (github.com/alexferl/flask-simpleldap): a user or group name is written into
    // the configured search filter (`LDAP_USER_OBJECT_FILTER % user`) as given.
    {
      calls: ["get_object_details", "bind_user", "get_user_groups", "get_group_members"].map(
        (m) => `flask_simpleldap.LDAP#${m}`,
      ),
      kind: "ldap",
      args: [0],
      keywords: ["user", "username", "group"],
      label: "an LDAP search filter",
    },
    // Js2Py (github.com/PiotrDabkowski/Js2Py, README): the JavaScript it runs may `pyimport` Python modules.
    {
      calls: ["js2py#eval_js", "js2py#eval_js6", "js2py.EvalJs#execute", "js2py.EvalJs#eval"],
      kind: "code",
      args: [0],
      label: "JavaScript run by Js2Py",
    },
    // Pony ORM (docs.ponyorm.org/queries.html, api_reference.html#raw_sql).
    {
      calls: PONY_QUERIES.map((f) => `pony.orm#${f}`),
      kind: "code",
      args: [0],
      label: "a Pony query's text",
    },
    {
      calls: [
        "pony.orm#raw_sql",
        "pony.orm.Database#select",
        "pony.orm.Database#get",
        "pony.orm.Database#exists",
      ],
      kind: "sql",
      args: [0],
      keywords: ["sql"],
      label: "a SQL query",
    },
    // MongoEngine (docs.mongoengine.org/guide/querying.html#raw-queries): `__raw__` is a query as it is.
    {
      calls: ["*#objects", "*#filter", "*#update", "*#update_one"],
      kind: "nosql",
      args: [],
      keywords: ["__raw__"],
      label: "a database query",
    },
    // Tortoise ORM's raw SQL (tortoise.github.io/expressions.html, connection's execute_query_dict).
    {
      calls: ["tortoise.expressions#RawSQL", "*#execute_query_dict"],
      kind: "sql",
      args: [0],
      keywords: ["sql", "query"],
      label: "a SQL query",
    },
    // pexpect (pexpect.readthedocs.io/en/stable/api/pexpect.html): the command line names the program run.
    {
      calls: [
        "pexpect#spawn",
        "pexpect#spawnu",
        "pexpect#run",
        "pexpect#runu",
        "pexpect.popen_spawn#PopenSpawn",
        "pexpect.pxssh.pxssh#sendline",
      ],
      kind: "command",
      args: [0],
      keywords: ["command", "cmd"],
      label: "a command",
    },
    // sh (sh.readthedocs.io): `sh.Command(name)` is the program; its later arguments are not a shell's.
    { calls: ["sh#Command"], kind: "command", args: [0], keywords: ["path"], label: "a command" },
    // Genshi and Cheetah templates hold Python expressions and statements, run when rendered.
    {
      calls: [
        "genshi.template#MarkupTemplate",
        "genshi.template#TextTemplate",
        "genshi.template#NewTextTemplate",
        "genshi.template.markup#MarkupTemplate",
        "Cheetah.Template#Template",
        "Cheetah.Template.Template#compile",
      ],
      kind: "code",
      args: [0],
      keywords: ["source"],
      label: "a server-side template",
    },
    // Loguru (loguru.readthedocs.io/en/stable/api/logger.html) and structlog's bound loggers.
    {
      calls: LOGGERS.flatMap((l) => LOG_METHODS.map((m) => `${l}#${m}`)),
      kind: "log",
      args: [0],
      label: "a log entry",
    },
    { calls: LOGGERS.map((l) => `${l}#log`), kind: "log", args: [1], label: "a log entry" },
  ],
  // PyMySQL's and MySQLdb's escaping protects text only inside a quoted SQL literal.
  sanitizers: [
    { calls: ["ruamel.yaml#YAML"], kinds: [], when: unsafeTyp, returns: UNSAFE_YAML },
    {
      calls: ["pymysql.converters#escape_string", "pymysql#escape_string", "MySQLdb#escape_string"],
      kinds: ["sql"],
      marks: ["quoted"],
    },
  ],
  // defusedxml's parsers refuse entities and DTDs (github.com/tiran/defusedxml): no sink, and what they
  // return is the document's own data.
  knownModules: ["defusedxml"],
  returnTypes: {
    "ruamel.yaml#YAML": "ruamel.yaml.YAML",
    "httplib2#Http": "httplib2.Http",
    "pycurl#Curl": "pycurl.Curl",
    "js2py#EvalJs": "js2py.EvalJs",
    "flask_simpleldap#LDAP": "flask_simpleldap.LDAP",
    "tornado.httpclient#AsyncHTTPClient": "tornado.httpclient.AsyncHTTPClient",
    "tornado.httpclient#HTTPClient": "tornado.httpclient.HTTPClient",
    "ftplib#FTP": "ftplib.FTP",
    "ftplib#FTP_TLS": "ftplib.FTP_TLS",
    "redis#Redis": "redis.Redis",
    "redis#StrictRedis": "redis.Redis",
    "redis#from_url": "redis.Redis",
    "redis.Redis#from_url": "redis.Redis",
    "redis.asyncio#Redis": "redis.asyncio.Redis",
    "redis.asyncio#from_url": "redis.asyncio.Redis",
    "pony.orm#Database": "pony.orm.Database",
    "pexpect.pxssh#pxssh": "pexpect.pxssh.pxssh",
    "structlog#get_logger": "structlog.BoundLogger",
    "structlog#getLogger": "structlog.BoundLogger",
    "structlog.stdlib#get_logger": "structlog.BoundLogger",
  },
};
