import { on } from "../common/calls";
import type { CallFacts, LanguageModel } from "../types";

/** Flurl.Http's requests, each sent to the URL it extends. */
const FLURL_CALLS = ["Get", "Post", "Put", "Patch", "Delete", "Head", "Send"]
  .map((verb) => `${verb}Async`)
  .concat(
    ["Json", "String", "Bytes", "Stream"].map((body) => `Get${body}Async`),
    ["Json", "String", "UrlEncoded", "Multipart"].flatMap((body) => [`Post${body}Async`, `Put${body}Async`]),
    ["PatchJsonAsync", "DownloadFileAsync"],
  );

/** A TypeNameHandling that makes Newtonsoft.Json read .NET type names (anything but `None`). */
const NAMES_TYPES = String.raw`TypeNameHandling\s*=\s*(?:Newtonsoft\.Json\.)?TypeNameHandling\.(?:All|Objects|Auto|Arrays)\b`;
/** The global default settings made to read type names, whichever settings a call is given. */
const DEFAULT_NAMES_TYPES = new RegExp(`DefaultSettings\\s*=[^;]*${NAMES_TYPES}`);

/**
 * Newtonsoft.Json reads type names when the settings given (`DeserializeObject(json, settings)`) were
 * made or set so in the file, or the global default settings are.
 */
function readsTypeNames(c: CallFacts): boolean {
  if (DEFAULT_NAMES_TYPES.test(c.file)) return true;
  const name =
    c.argCount > 1
      ? c
          .arg(c.argCount - 1)
          ?.text?.split(".")
          .pop()
      : undefined;
  if (!name || !/^\w+$/.test(name)) return false;
  return (
    new RegExp(`\\b${name}\\s*=\\s*new\\s+JsonSerializerSettings\\b[^;]*?${NAMES_TYPES}`).test(c.file) ||
    new RegExp(`\\b${name}\\.${NAMES_TYPES}`).test(c.file)
  );
}

/** An XSLT transform allowed to run the stylesheet's embedded scripts. */
const XSLT_SCRIPTS =
  /XsltSettings\.TrustedXslt|EnableScript\s*=\s*true|new\s+XsltSettings\s*\(\s*\w+\s*,\s*true/;

const CONNECTIONS = ["SqlConnection", "IDbConnection", "DbConnection", "NpgsqlConnection", "MySqlConnection"];

const LOG_LEVELS = [
  "Trace",
  "Debug",
  "Information",
  "Warning",
  "Error",
  "Critical",
  "Fatal",
  "Verbose",
  "Info",
  "Warn",
];

/**
 * Libraries .NET applications add for data, HTTP, LDAP, templates, scripting, archives and logs
 * (CodeQL's C# models and queries for unsafe deserialization, SQL, LDAP, code and log injection; each
 * library's documentation for where the dangerous text goes).
 */
export const csharpLibrariesModel: Partial<LanguageModel> = {
  sinks: [
    {
      calls: on(["JsonConvert"], ["DeserializeObject", "PopulateObject"]),
      kind: "deserialization",
      args: [0],
      when: readsTypeNames,
      label: "deserialization",
    },
    {
      calls: on(["JavaScriptSerializer"], ["Deserialize", "DeserializeObject"]),
      kind: "deserialization",
      args: [0],
      // A serializer made here with a SimpleTypeResolver; one held elsewhere, if the file makes one so.
      when: (c) =>
        c.receiverMade ? c.receiverFacts.has("new(SimpleTypeResolver)") : /SimpleTypeResolver/.test(c.file),
      label: "deserialization",
    },
    {
      // A DataSet's XML names the column types it builds; `UnsafeDeserialize` is BinaryFormatter's.
      calls: [
        ...on(["DataSet", "DataTable"], ["ReadXml"]),
        "BinaryFormatter#UnsafeDeserialize",
        "NetDataContractSerializer#ReadObject",
      ],
      kind: "deserialization",
      args: [0],
      label: "deserialization",
    },
    {
      calls: [
        ...on(["ISession", "IStatelessSession"], ["CreateSQLQuery", "CreateQuery"]),
        ...on(["Restrictions", "Expression"], ["Sql"]),
        "NpgsqlDataSource#CreateCommand",
        "new NpgsqlBatchCommand",
        ...on(["NpgsqlConnection"], ["BeginTextImport", "BeginBinaryImport", "BeginRawBinaryCopy"]),
        // ServiceStack OrmLite's raw SQL extensions on a connection.
        ...on(CONNECTIONS, [
          "SqlList",
          "SqlListAsync",
          "SqlColumn",
          "SqlScalar",
          "ExecuteSql",
          "ExecuteSqlAsync",
        ]),
      ],
      kind: "sql",
      args: [0],
      label: "a SQL query",
    },
    {
      // MySql.Data's MySqlHelper: `ExecuteNonQuery(connection, commandText, parameters…)`.
      calls: on(
        ["MySqlHelper"],
        ["ExecuteNonQuery", "ExecuteReader", "ExecuteScalar", "ExecuteDataset", "ExecuteDataRow"],
      ),
      kind: "sql",
      args: [1],
      label: "a SQL query",
    },
    {
      calls: ["BsonDocument#Parse", "new JsonFilterDefinition", "new BsonJavaScript"],
      kind: "nosql",
      args: [0],
      label: "a database query",
    },
    {
      calls: [
        ...on(
          ["HttpClient"],
          [
            "GetFromJsonAsync",
            "PostAsJsonAsync",
            "PutAsJsonAsync",
            "PatchAsJsonAsync",
            "PatchAsync",
            "DeleteFromJsonAsync",
          ],
        ),
        "WebRequest#CreateHttp",
        ...on(["RestClient"], ["GetJsonAsync", "PostJsonAsync", "PutJsonAsync"]),
        "new RestClientOptions",
        "new Url",
        "new FlurlRequest",
        "new FlurlClient",
        "RestService#For",
      ],
      kind: "ssrf",
      args: [0],
      label: "an outgoing request",
    },
    {
      // Flurl.Http's extension methods call the address they are called on: `await url.GetJsonAsync<T>()`,
      // `url.DownloadFileAsync(folder)` (flurl.dev/docs/fluent-http/).
      // The verbs that name a body are Flurl's alone, whatever the receiver's known type.
      calls: [
        ...on(["string", "String", "Url", "Uri"], FLURL_CALLS),
        ...on(
          ["*"],
          FLURL_CALLS.filter((c) =>
            /[a-z](Json|String|Bytes|Stream|UrlEncoded|Multipart)Async$|^Download/.test(c),
          ),
        ),
      ],
      kind: "ssrf",
      args: ["receiver"],
      label: "an outgoing request",
    },
    { calls: ["new DirectoryEntry"], kind: "ldap", args: [0], label: "an LDAP path" },
    // System.DirectoryServices.Protocols: `new SearchRequest(dn, filter, scope, attributes)`.
    { calls: ["new SearchRequest"], kind: "ldap", args: [1], label: "an LDAP search filter" },
    // Novell.Directory.Ldap: `Search(base, scope, filter, attributes, typesOnly)`.
    {
      calls: on(["LdapConnection", "ILdapConnection"], ["Search", "SearchAsync"]),
      kind: "ldap",
      args: [2],
      label: "an LDAP search filter",
    },
    {
      calls: [
        ...on(["IRazorEngineService", "RazorEngineService", "Razor"], ["RunCompile", "Compile", "Parse"]),
        ...on(["Template"], ["Parse", "ParseLiquid"]),
        ...on(["FluidParser"], ["Parse", "TryParse"]),
        "Handlebars#Compile",
      ],
      kind: "code",
      args: [0],
      label: "a template",
    },
    {
      // RazorLight: `CompileRenderStringAsync(key, template, model)`.
      calls: on(["RazorLightEngine", "IRazorLightEngine"], ["CompileRenderStringAsync"]),
      kind: "code",
      args: [1],
      label: "a template",
    },
    {
      calls: [
        ...on(
          ["V8ScriptEngine", "JScriptEngine", "VBScriptEngine", "ScriptEngine"],
          ["Execute", "Evaluate", "ExecuteCommand"],
        ),
        ...on(["Assembly"], ["Load", "LoadFrom", "LoadFile", "UnsafeLoadFrom"]),
      ],
      kind: "code",
      args: [0],
      label: "code evaluation",
    },
    {
      // Jint's engine, told apart from other `Engine` classes by the file's using directive.
      calls: on(["Engine"], ["Execute", "Evaluate"]),
      kind: "code",
      args: [0],
      when: (c) => /using\s+Jint\b/.test(c.file),
      label: "code evaluation",
    },
    {
      // System.Linq.Dynamic.Core parses string predicates and orderings as expressions; a lambda
      // (neither a name nor a built string) is compiled C#.
      calls: on(["*"], ["Where", "OrderBy", "Select", "Any", "First", "FirstOrDefault"]),
      kind: "code",
      args: [0],
      when: (c) => {
        const text = c.arg(0);
        return /using\s+System\.Linq\.Dynamic/.test(c.file) && (text?.text ?? text?.prefix) !== undefined;
      },
      label: "a dynamic LINQ expression",
    },
    {
      calls: ["XslCompiledTransform#Load"],
      kind: "code",
      args: [0],
      when: (c) => XSLT_SCRIPTS.test(c.file),
      label: "an XSLT stylesheet with scripts",
    },
    {
      calls: on(["PowerShell"], ["AddScript", "AddCommand"]),
      kind: "command",
      args: [0],
      label: "a PowerShell script",
    },
    {
      calls: [
        ...on(["ZipFile"], ["ExtractToDirectory", "OpenRead", "Open", "CreateFromDirectory"]),
        "ZipArchiveEntry#ExtractToFile",
        ...on(["FastZip"], ["ExtractZip", "CreateZip"]),
        "new ZipFile",
        "new PhysicalFileProvider",
        ...on(["Directory"], ["EnumerateFiles", "GetDirectories", "EnumerateDirectories", "Move"]),
        ...on(["File"], ["AppendAllLines", "AppendText", "CreateText"]),
      ],
      kind: "path",
      args: [0, 1],
      label: "a file path",
    },
    {
      calls: [
        ...on(
          ["ILogger"],
          ["LogTrace", "LogDebug", "LogInformation", "LogWarning", "LogError", "LogCritical", "Log"],
        ),
        // Serilog's static Log and ILogger, NLog's Logger, log4net's ILog.
        ...on(["Log", "ILogger", "Logger", "ILog"], LOG_LEVELS),
        ...on(["ILog"], ["DebugFormat", "InfoFormat", "WarnFormat", "ErrorFormat", "FatalFormat"]),
        ...on(["Trace"], ["TraceInformation", "TraceWarning", "TraceError"]),
        "EventLog#WriteEntry",
      ],
      kind: "log",
      label: "a log entry",
    },
  ],
  sanitizers: [
    { calls: ["MySqlHelper#EscapeString"], kinds: ["sql"] },
    { calls: ["Encoder#LdapFilterEncode", "Encoder#LdapDistinguishedNameEncode"], kinds: ["ldap"] },
    {
      calls: ["*#Replace"],
      kinds: ["log"],
      when: (c) => /\\r|\\n|\r|\n/.test(String(c.arg(0)?.constant ?? "")),
    },
  ],
  returnTypes: {
    "ILoggerFactory#CreateLogger": "ILogger",
    "LogManager#GetLogger": "ILog",
    "LogManager#GetCurrentClassLogger": "Logger",
    "PowerShell#Create": "PowerShell",
    "PowerShell#AddScript": "PowerShell",
    "ZipFile#OpenRead": "ZipArchive",
  },
  typeHints: {
    ILogger: /^_?(log|logger)$/i,
    ILog: /^_?(log|logger)$/i,
  },
};
