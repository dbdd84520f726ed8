import { on } from "../common/calls";
import type { CallFacts, LanguageModel } from "../types";
import { wholeArg } from "./arguments";

/** A first argument given as text (`Where("name = " + x)`), not a map or struct of bound values. */
const sqlText = wholeArg(0);

/** iris's `Redirect(url, status...)` takes the URL first; gin's `Redirect(status, url)` a number. */
const urlFirst = (c: CallFacts) => {
  const first = c.arg(0);
  if (!first || typeof first.constant === "number" || /^u?int/.test(first.type ?? "")) return false;
  return typeof first.constant === "string" || !/Status|^\d+$/.test(first.text ?? "");
};

const XORM = ["Engine", "Session"];
const XORM_SQL = [
  "Where",
  "And",
  "Or",
  "OrderBy",
  "GroupBy",
  "Having",
  "SQL",
  "Exec",
  "Query",
  "QueryString",
  "QueryInterface",
];
/** Engine's and Session's methods that give the session back, so the call chained after is xorm's (session_cond.go, session_cols.go). */
const XORM_CHAIN = [
  "Table",
  "Limit",
  "Cols",
  "Desc",
  "Asc",
  "In",
  "NotIn",
  "ID",
  "AllCols",
  "MustCols",
  "Omit",
  "Distinct",
  "Select",
  "Join",
  "Alias",
  "Incr",
  "Decr",
  "SetExpr",
  "NoAutoCondition",
  "NoAutoTime",
  "NoCache",
  "Nullable",
  "UseBool",
  "Unscoped",
  "Prepare",
  "ForUpdate",
  "Context",
];
const SQUIRREL = ["SelectBuilder", "UpdateBuilder", "DeleteBuilder"];
const SQUIRREL_CHAIN = [
  "From",
  "Where",
  "OrderBy",
  "GroupBy",
  "Having",
  "Join",
  "LeftJoin",
  "Limit",
  "Offset",
  "Columns",
  "Set",
  "Suffix",
  "PlaceholderFormat",
  "RunWith",
];

/**
 * More web frameworks and SQL builders: fasthttp and iris (pkg.go.dev/github.com/valyala/fasthttp,
 * pkg.go.dev/github.com/kataras/iris/v12/context), revel (revel.github.io/manual/parameters.html),
 * xorm (xorm.io/xorm) and squirrel (pkg.go.dev/github.com/Masterminds/squirrel); buffalo's
 * `Context` shares gin's and echo's shapes (web.ts). pgx's pool is pgxpool's `Pool`.
 */
export const goFrameworksModel: Partial<LanguageModel> = {
  sources: [
    {
      calls: [
        ...on(
          ["RequestCtx"],
          [
            "QueryArgs",
            "PostArgs",
            "FormValue",
            "UserValue",
            "PostBody",
            "Path",
            "RequestURI",
            "Referer",
            "UserAgent",
            "FormFile",
            "MultipartForm",
          ],
        ),
        // iris's `iris.Context`.
        ...on(
          ["Context"],
          [
            "URLParam",
            "URLParamDefault",
            "URLParams",
            "PostValue",
            "PostValues",
            "GetCookie",
            "ReadJSON",
            "ReadForm",
            "ReadQuery",
            "GetBody",
          ],
        ),
        ...on(["revel.Params"], ["Get", "Bind"]),
      ],
      label: "the HTTP request",
    },
  ],
  sinks: [
    { calls: on(["RequestCtx"], ["Redirect"]), kind: "redirect", args: [0], label: "a redirect" },
    { calls: on(["RequestCtx"], ["SendFile"]), kind: "path", args: [0], label: "a file path" },
    {
      calls: ["fasthttp#Get", "fasthttp#GetTimeout", "fasthttp#Post"],
      kind: "ssrf",
      args: [1],
      label: "an outbound request",
    },
    {
      calls: on(["Context"], ["Redirect"]),
      kind: "redirect",
      args: [0],
      when: urlFirst,
      label: "a redirect",
    },
    {
      calls: on(["Context"], ["HTML"]),
      kind: "xss",
      args: [0],
      when: (c) => c.argCount === 1,
      label: "the HTTP response",
    },
    { calls: on(["Context"], ["ServeFile", "SendFile"]), kind: "path", args: [0], label: "a file path" },
    { calls: on(["revel.Controller"], ["Redirect"]), kind: "redirect", args: [0], label: "a redirect" },
    { calls: on(["revel.Controller"], ["RenderHTML"]), kind: "xss", args: [0], label: "the HTTP response" },
    { calls: on(["revel.Controller"], ["RenderFileName"]), kind: "path", args: [0], label: "a file path" },
    { calls: on(XORM, XORM_SQL), kind: "sql", args: [0], when: sqlText, label: "a SQL query" },
    { calls: on(XORM, ["Join"]), kind: "sql", args: [2], label: "a SQL query" },
    { calls: ["squirrel#Expr"], kind: "sql", args: [0], label: "a SQL query" },
    { calls: on(SQUIRREL, ["Where", "Having"]), kind: "sql", args: [0], when: sqlText, label: "a SQL query" },
    {
      calls: on(SQUIRREL, ["OrderBy", "GroupBy", "Join", "LeftJoin", "Suffix", "Prefix"]),
      kind: "sql",
      label: "a SQL query",
    },
    { calls: on(["Pool"], ["Query", "QueryRow", "Exec"]), kind: "sql", args: [1], label: "a SQL query" },
  ],
  returnTypes: {
    "revel.Controller#Params": "revel.Params",
    "xorm#NewEngine": "Engine",
    ...Object.fromEntries(on(XORM, [...XORM_SQL.slice(0, 7), ...XORM_CHAIN]).map((k) => [k, "Session"])),
    "squirrel#Select": "SelectBuilder",
    "squirrel#Update": "UpdateBuilder",
    "squirrel#Delete": "DeleteBuilder",
    ...Object.fromEntries(SQUIRREL.flatMap((b) => SQUIRREL_CHAIN.map((m) => [`${b}#${m}`, b]))),
    "pgxpool#New": "Pool",
    "pgxpool#Connect": "Pool",
    "pgx#Connect": "Conn",
    // gin's `c.Writer` is its ResponseWriter: what is written there is the response.
    "Context#Writer": "ResponseWriter",
  },
};
