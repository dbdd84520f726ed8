import type { ConstantMemberModel, EntryPointModel, LanguageModel } from "../types";

/**
 * Types whose static members decide security settings (`CipherMode.ECB`, `DtdProcessing.Parse`,
 * `HttpClientHandler.DangerousAcceptAnyServerCertificateValidator`).
 */
export const dotnetConstantMembers: ConstantMemberModel[] = [
  {
    types:
      /^(CipherMode|PaddingMode|DtdProcessing|SecurityProtocolType|SslProtocols|SameSiteMode|CookieSecurePolicy|HttpOnlyPolicy|HttpClientHandler|TypeNameHandling|TypeFilterLevel)$/,
  },
];

const FILE_METHODS_SYNC = [
  "ReadAllText",
  "ReadAllBytes",
  "ReadAllLines",
  "ReadLines",
  "WriteAllText",
  "WriteAllBytes",
  "WriteAllLines",
  "AppendAllText",
  "Open",
  "OpenRead",
  "OpenWrite",
  "OpenText",
  "Create",
  "Delete",
  "Copy",
  "Move",
];

const FILE_METHODS = [...FILE_METHODS_SYNC, ...FILE_METHODS_SYNC.map((m) => `${m}Async`)];

const COMMANDS = [
  "SqlCommand",
  "OleDbCommand",
  "OdbcCommand",
  "SqliteCommand",
  // System.Data.SQLite spells its types SQLite… (system.data.sqlite.org/index.html/doc/trunk/www/index.wiki).
  "SQLiteCommand",
  "NpgsqlCommand",
  "MySqlCommand",
  "OracleCommand",
];

/** Data adapters take their select command's text first (`new SqlDataAdapter(sql, conn)`). */
const ADAPTERS = [
  "SqlDataAdapter",
  "OleDbDataAdapter",
  "OdbcDataAdapter",
  "SqliteDataAdapter",
  "SQLiteDataAdapter",
  "NpgsqlDataAdapter",
  "MySqlDataAdapter",
  "OracleDataAdapter",
];

const CONNECTIONS = [
  "SqlConnection",
  "IDbConnection",
  "DbConnection",
  "NpgsqlConnection",
  "MySqlConnection",
  "SqliteConnection",
  "SQLiteConnection",
  "OracleConnection",
];

/** Dapper's query methods, extension methods on any ADO.NET connection. */
const DAPPER = [
  "Query",
  "QueryFirst",
  "QueryFirstOrDefault",
  "QuerySingle",
  "QuerySingleOrDefault",
  "QueryMultiple",
]
  .flatMap((m) => [m, `${m}Async`])
  .concat([
    "Execute",
    "ExecuteAsync",
    "ExecuteScalar",
    "ExecuteScalarAsync",
    "ExecuteReader",
    "ExecuteReaderAsync",
  ]);

/** A program's `Main(string[] args)`: its arguments are the command line. */
export const dotnetEntryPoints: EntryPointModel[] = [
  { kind: "function", name: "Main", fromParam: 0, count: 1, method: true, mark: "argv" },
];

/** The .NET base library: ADO.NET and Entity Framework, processes, files, XML, LDAP, HTTP, serialization. */
export const dotnetModel: Partial<LanguageModel> = {
  sources: [
    { calls: ["Environment#GetEnvironmentVariable"], label: "the environment", local: true },
    { calls: ["Console#ReadLine"], label: "console input", local: true },
    { paramAnnotations: ["argv"], label: "the command line", local: true },
    // As Java's BufferedReader.readLine: text read from a stream, which may be a socket's. The
    // socket's stream itself is not marked: `new StreamReader(stream)` would read as a file path.
    {
      calls: [
        "StreamReader#ReadLine",
        "StreamReader#ReadToEnd",
        "StreamReader#ReadLineAsync",
        "StreamReader#ReadToEndAsync",
      ],
      label: "a line read from a stream",
      local: true,
    },
    {
      calls: [
        "UdpClient#Receive",
        "WebClient#DownloadString",
        "WebClient#DownloadData",
        "WebClient#OpenRead",
      ],
      label: "network input",
      local: true,
    },
  ],
  sinks: [
    {
      calls: [...COMMANDS, ...ADAPTERS].map((c) => `new ${c}`),
      kind: "sql",
      args: [0],
      label: "a SQL command",
    },
    {
      calls: [
        "*#ExecuteSqlRaw",
        "*#ExecuteSqlRawAsync",
        "*#FromSqlRaw",
        "*#SqlQueryRaw",
        "*#ExecuteSqlCommand",
        "*#ExecuteSqlCommandAsync",
        "*#FromSql",
      ],
      kind: "sql",
      args: [0],
      label: "a raw SQL query",
    },
    {
      calls: CONNECTIONS.flatMap((c) => DAPPER.map((m) => `${c}#${m}`)),
      kind: "sql",
      args: [0],
      label: "a Dapper query",
    },
    { calls: ["Process#Start", "new ProcessStartInfo"], kind: "command", label: "a process" },
    // `process.StartInfo.FileName = cmd; process.Start()`: the command runs with what StartInfo holds then.
    {
      calls: ["Process#Start"],
      kind: "command",
      args: ["receiver"],
      fields: ["StartInfo"],
      label: "a process",
    },
    {
      calls: [
        ...FILE_METHODS.map((m) => `File#${m}`),
        "Directory#Delete",
        "Directory#GetFiles",
        "Directory#CreateDirectory",
        "new FileStream",
      ],
      kind: "path",
      args: [0],
      label: "a file path",
    },
    {
      // A FileInfo only parses its path until it is used: `new FileInfo(upload.FileName).Name` is
      // the name's last part, as Path.GetFileName gives it.
      calls: ["new FileInfo", "new DirectoryInfo"],
      kind: "path",
      args: [0],
      when: (c) => !/^\s*\.\s*(Name|Extension)\b(?!\s*\()/.test(c.after),
      label: "a file path",
    },
    {
      // A reader or writer opens a file for a path; given a stream (`new StreamReader(Request.Body)`) it opens nothing.
      calls: ["new StreamReader", "new StreamWriter"],
      kind: "path",
      args: [0],
      when: (c) => !/Stream$|\bBody$/.test(c.arg(0)?.type ?? c.arg(0)?.text ?? ""),
      label: "a file path",
    },
    {
      calls: [
        "*#SelectNodes",
        "*#SelectSingleNode",
        "XPathNavigator#Select",
        "XPathNavigator#Evaluate",
        "XPathNavigator#Compile",
        "XPathExpression#Compile",
      ],
      kind: "xpath",
      args: [0],
      label: "an XPath query",
    },
    { calls: ["new DirectorySearcher"], kind: "ldap", args: [0], label: "an LDAP search filter" },
    {
      calls: [
        ...["DownloadString", "DownloadData", "DownloadFile", "OpenRead", "UploadString", "UploadData"].map(
          (m) => `WebClient#${m}`,
        ),
        ...[
          "GetAsync",
          "GetStringAsync",
          "GetByteArrayAsync",
          "GetStreamAsync",
          "PostAsync",
          "PutAsync",
          "DeleteAsync",
        ].map((m) => `HttpClient#${m}`),
        "WebRequest#Create",
        "HttpWebRequest#Create",
        "RestClient#Execute",
        "new RestClient",
        "new RestRequest",
      ],
      kind: "ssrf",
      args: [0],
      label: "an outgoing request",
    },
    { calls: ["new HttpRequestMessage"], kind: "ssrf", args: [1], label: "an outgoing request" },
    {
      calls: ["CSharpScript#EvaluateAsync", "CSharpScript#RunAsync", "CSharpScript#Create", "Type#GetType"],
      kind: "code",
      args: [0],
      label: "code evaluation",
    },
    {
      calls: ["CodeDomProvider#CompileAssemblyFromSource", "CSharpCodeProvider#CompileAssemblyFromSource"],
      kind: "code",
      args: [1],
      label: "compiled code",
    },
    {
      calls: [
        "BinaryFormatter#Deserialize",
        "SoapFormatter#Deserialize",
        "NetDataContractSerializer#Deserialize",
        "LosFormatter#Deserialize",
        "ObjectStateFormatter#Deserialize",
        // fastJSON creates the type a document's `$type` names.
        "JSON#ToObject",
      ],
      kind: "deserialization",
      args: [0],
      label: "deserialization",
    },
    {
      // A serializer for a type the input names builds whatever that type is (CodeQL's
      // cs/unsafe-deserialization-untrusted-input: `new XmlSerializer(Type.GetType(name))`).
      calls: ["new XmlSerializer", "new DataContractSerializer", "new DataContractJsonSerializer"],
      kind: "deserialization",
      args: [0],
      label: "a serializer for a type the input names",
    },
  ],
  assignSinks: [
    { property: "CommandText", kind: "sql", label: "a SQL command" },
    { property: "Filter", kind: "ldap", label: "an LDAP search filter" },
  ],
  sanitizers: [
    {
      calls: [
        "Int32#Parse",
        "Int64#Parse",
        "Int16#Parse",
        "Guid#Parse",
        "Convert#ToInt32",
        "Convert#ToInt64",
        "Decimal#Parse",
        "Double#Parse",
      ],
      kinds: "all",
    },
    { calls: ["Path#GetFileName"], kinds: ["path"] },
    // A full path has no `..` left: a prefix check on it keeps it inside the folder (the guards below).
    { calls: ["Path#GetFullPath"], kinds: [], marks: ["normalized"] },
    // A compiled XPath expression was checked where it was compiled: its later uses are not new queries.
    { calls: ["XPathNavigator#Compile", "XPathExpression#Compile"], kinds: ["xpath"] },
  ],
  guards: [
    { calls: ["*#IsMatch"], subject: "arg0", kinds: "all" },
    { calls: ["*#StartsWith"], subject: "receiver", kinds: ["ssrf", "redirect"], prefix: "arg0" },
    // `if (!Path.GetFullPath(path).StartsWith(root)) return …;`: the full path checked is the file
    // `path` opens, so the check confines `path` too; on a variable holding it, that variable.
    { calls: ["*#StartsWith"], subject: "receiver", kinds: ["path"], requires: "normalized" },
    {
      calls: ["*#StartsWith"],
      subject: "receiver",
      kinds: ["path"],
      requires: "normalized",
      through: ["GetFullPath"],
    },
    // `if (name.Contains("..")) return BadRequest();`: a name with no parent step stays below the
    // folder it is joined to (CodeQL's Java PathSanitizer.qll takes the same check).
    { calls: ["*#Contains"], subject: "receiver", kinds: ["path"], negated: true, anchored: /^\.\.$/ },
    // `Path.GetDirectoryName(full).StartsWith(root)`: the folder of a full path is inside the root,
    // so is the file.
    {
      calls: ["*#StartsWith"],
      subject: "receiver",
      kinds: ["path"],
      requires: "normalized",
      through: ["GetDirectoryName"],
      throughKeeps: true,
    },
    {
      calls: ["Int32", "Int64", "Int16", "Guid", "Decimal", "Double"].map((t) => `${t}#TryParse`),
      subject: "arg0",
      kinds: "all",
    },
    {
      calls: ["Int32", "Int64", "Int16", "Guid", "Decimal", "Double"].map((t) => `${t}#Parse`),
      subject: "arg0",
      kinds: "all",
      fails: "throws",
    },
  ],
  cleanMethods: [
    "Length",
    "Count",
    "Equals",
    "StartsWith",
    "EndsWith",
    "Contains",
    "IsNullOrEmpty",
    "IsNullOrWhiteSpace",
    "CompareTo",
    "GetHashCode",
  ],
  // LINQ and List<T>.ForEach run their lambda on each element.
  callbacks: [
    { calls: ["*#Select", "*#SelectMany"], fn: 0, over: "receiver", applies: "each", result: "list" },
    {
      calls: ["*#Where", "*#OrderBy", "*#OrderByDescending", "*#ThenBy", "*#TakeWhile", "*#SkipWhile"],
      fn: 0,
      over: "receiver",
      applies: "each",
      result: "source",
    },
    {
      calls: ["*#ForEach", "*#Any", "*#All", "*#Count"],
      fn: 0,
      over: "receiver",
      applies: "each",
      result: "none",
    },
  ],
  returnTypes: {
    "WebRequest#Create": "WebRequest",
    "new WebClient": "WebClient",
    "IHttpClientFactory#CreateClient": "HttpClient",
  },
  typeHints: {
    IDbConnection: /^_?(conn|connection|dbConnection|db)$/i,
    HttpClient: /^_?(http|httpClient|client)$/i,
    IHttpClientFactory: /^_?(httpClientFactory|clientFactory|factory)$/i,
  },
};
