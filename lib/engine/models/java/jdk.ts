import type { EntryPointModel, LanguageModel } from "../types";

const XSTREAM_ALLOWS = /^(allowTypes|allowTypesByRegExp|allowTypesByWildcard|allowTypeHierarchy)$/;

const STATEMENTS = ["Statement", "PreparedStatement", "CallableStatement"];

/** A program's `main(String[] args)`: its arguments are the command line. */
export const jdkEntryPoints: EntryPointModel[] = [
  { kind: "function", name: "main", fromParam: 0, count: 1, method: true, mark: "argv" },
];

/** The JDK: JDBC, processes, files, LDAP, XPath, serialization, URLs, scripting, reflection, logging. */
export const jdkModel: Partial<LanguageModel> = {
  sources: [
    { calls: ["System#getenv"], label: "the environment", local: true },
    { calls: ["System#getProperty"], label: "a system property", local: true },
    { paramAnnotations: ["argv"], label: "the command line", local: true },
    // A properties file is the operator's to write, as the environment is.
    { calls: ["Properties#getProperty"], label: "a configuration file", local: true },
    { calls: ["Scanner#nextLine", "Scanner#next", "Console#readLine"], label: "console input", local: true },
    // A file, the terminal or a socket; a reader over a request's body passes the request's input on.
    { calls: ["BufferedReader#readLine"], label: "a line read from a stream", local: true },
    {
      calls: ["Socket#getInputStream", "URLConnection#getInputStream", "HttpURLConnection#getInputStream"],
      label: "network input",
      local: true,
    },
  ],
  sinks: [
    {
      calls: STATEMENTS.flatMap((t) =>
        ["execute", "executeQuery", "executeUpdate", "executeLargeUpdate", "addBatch"].map(
          (m) => `${t}#${m}`,
        ),
      ),
      kind: "sql",
      args: [0],
      label: "a JDBC statement",
    },
    {
      calls: ["Connection#prepareStatement", "Connection#prepareCall", "Connection#nativeSQL"],
      kind: "sql",
      args: [0],
      label: "a JDBC statement",
    },
    { calls: ["Runtime#exec"], kind: "command", label: "a process" },
    { calls: ["new ProcessBuilder", "ProcessBuilder#command"], kind: "command", label: "a process" },
    {
      // Naming a file opens nothing: an archive's entry name is judged where the file is written,
      // after the check that keeps it inside the folder extracted to (see archives.ts).
      calls: ["new File", "Paths#get", "Path#of", "File#toPath"],
      kind: "path",
      unless: "archive-entry",
      label: "a file path",
    },
    {
      calls: [
        "new FileInputStream",
        "new FileOutputStream",
        "new FileReader",
        "new FileWriter",
        "new RandomAccessFile",
        "new PrintWriter",
        ...[
          "newInputStream",
          "newOutputStream",
          "readAllBytes",
          "readAllLines",
          "readString",
          "write",
          "writeString",
          "delete",
          "deleteIfExists",
          "copy",
          "move",
          "newBufferedReader",
          "newBufferedWriter",
          "lines",
          "createFile",
        ].map((m) => `Files#${m}`),
      ],
      kind: "path",
      label: "a file path",
    },
    {
      // A class path resource named by input can be any file the application ships (`../application.yml`;
      // the JDK's Class.getResource, Spring's Resource abstraction).
      calls: [
        ...["Class", "ClassLoader"].flatMap((t) =>
          ["getResource", "getResourceAsStream", "getResources"].map((m) => `${t}#${m}`),
        ),
        // Spring's resources name a class path or file location the same way.
        "new ClassPathResource",
        "new FileSystemResource",
        "ResourceLoader#getResource",
        "ResourceUtils#getFile",
      ],
      kind: "path",
      args: [0],
      label: "a class path resource",
    },
    {
      calls: [
        "DirContext#search",
        "InitialDirContext#search",
        "LdapContext#search",
        "InitialLdapContext#search",
      ],
      kind: "ldap",
      args: [1],
      label: "an LDAP search filter",
    },
    { calls: ["XPath#compile", "XPath#evaluate"], kind: "xpath", args: [0], label: "an XPath query" },
    { calls: ["new ObjectInputStream", "new XMLDecoder"], kind: "deserialization", label: "deserialization" },
    {
      calls: ["ObjectMapper#enableDefaultTyping"],
      kind: "deserialization",
      args: [0],
      label: "deserialization",
    },
    // SnakeYAML builds any class a document names unless the loader was made with a SafeConstructor.
    {
      calls: ["Yaml#load", "Yaml#loadAll", "Yaml#loadAs"],
      kind: "deserialization",
      args: [0],
      label: "deserialization",
      when: (c) => !c.receiverFacts.has("new(SafeConstructor)"),
    },
    // XStream told which types it may build (and not then told any type) builds no other.
    {
      calls: ["XStream#fromXML"],
      kind: "deserialization",
      args: [0],
      label: "deserialization",
      when: (c) => {
        const facts = [...c.receiverFacts];
        return (
          !facts.some((f) => XSTREAM_ALLOWS.test(f)) || facts.some((f) => f.includes("AnyTypePermission"))
        );
      },
    },
    {
      // Making a URL or URI sends nothing (a URI also names where a redirect goes): the request is
      // made where the URL is opened, or where an HTTP client is given it (http-clients.ts).
      calls: ["URL#openConnection", "URL#openStream", "URL#getContent"],
      kind: "ssrf",
      args: ["receiver"],
      label: "an outbound request",
    },
    { calls: ["HttpRequest#newBuilder"], kind: "ssrf", args: [0], label: "an outbound request" },
    {
      calls: ["ScriptEngine#eval", "GroovyShell#evaluate", "ExpressionParser#parseExpression"],
      kind: "code",
      args: [0],
      label: "code evaluation",
    },
    { calls: ["Class#forName", "ClassLoader#loadClass"], kind: "code", args: [0], label: "reflection" },
    {
      calls: ["trace", "debug", "info", "warn", "warning", "error", "fatal", "severe", "fine", "log"].flatMap(
        (m) => [`Logger#${m}`, `Log#${m}`],
      ),
      kind: "log",
      label: "a log entry",
    },
  ],
  sanitizers: [
    // What a file holds is the file's, not the input that named it (reported as a path).
    { calls: ["readAllBytes", "readString", "readAllLines"].map((m) => `Files#${m}`), kinds: "all" },
    {
      calls: [
        "Integer#parseInt",
        "Integer#valueOf",
        "Long#parseLong",
        "Long#valueOf",
        "Double#parseDouble",
        "Double#valueOf",
        "Float#parseFloat",
        "Short#parseShort",
        "Boolean#parseBoolean",
        "Boolean#valueOf",
        "UUID#fromString",
        "MessageDigest#digest",
        "*#hashCode",
      ],
      kinds: "all",
    },
    {
      calls: [
        "Encode#forHtml",
        "Encode#forHtmlContent",
        "Encode#forHtmlAttribute",
        "Encoder#encodeForHTML",
        "Encoder#encodeForHTMLAttribute",
        "StringEscapeUtils#escapeHtml4",
        "StringEscapeUtils#escapeHtml",
        // Spring's HtmlUtils escapes the markup characters as named, decimal or hex references.
        "HtmlUtils#htmlEscape",
        "HtmlUtils#htmlEscapeDecimal",
        "HtmlUtils#htmlEscapeHex",
        "StringEscapeUtils#escapeXml",
      ],
      kinds: ["xss"],
    },
    { calls: ["Encoder#encodeForSQL", "StringEscapeUtils#escapeSql"], kinds: ["sql"] },
    { calls: ["Encoder#encodeForLDAP", "Encoder#encodeForDN"], kinds: ["ldap"] },
    { calls: ["Encoder#encodeForXPath"], kinds: ["xpath"] },
    { calls: ["Encoder#encodeForOS"], kinds: ["command"] },
    { calls: ["FilenameUtils#getName", "File#getName"], kinds: ["path"] },
    { calls: ["Path#getFileName"], kinds: ["path"] },
    {
      calls: [
        "*#normalize",
        "File#getCanonicalFile",
        "File#getCanonicalPath",
        "Path#toRealPath",
        "FilenameUtils#normalize",
      ],
      kinds: [],
      marks: ["normalized"],
    },
    {
      calls: ["*#replace", "*#replaceAll"],
      kinds: ["log"],
      when: (c) => /\\r|\\n|\r|\n/.test(String(c.arg(0)?.constant ?? "")),
    },
    {
      calls: ["URLEncoder#encode", "Encode#forUriComponent", "Encoder#encodeForURL"],
      kinds: ["xss", "redirect", "ssrf", "command", "path", "log"],
    },
  ],
  guards: [
    {
      // On a normalised path, or on the call that normalises it (`file.toPath().normalize()`).
      calls: ["*#startsWith"],
      subject: "receiver",
      kinds: ["path"],
      requires: "normalized",
      through: ["normalize", "getCanonicalPath", "getCanonicalFile", "toRealPath"],
    },
    { calls: ["*#startsWith"], subject: "receiver", kinds: ["ssrf", "redirect"], prefix: "arg0" },
    // A name found free of `..` climbs out of no folder (CodeQL's Java path sanitizers take the
    // same check), with `x.contains("..")` or commons-lang's `StringUtils.contains(x, "..")`.
    { calls: ["*#contains"], subject: "receiver", kinds: ["path"], negated: true, anchored: /^\.\.$/ },
    { calls: ["StringUtils#contains"], subject: "arg0", kinds: ["path"], negated: true, anchored: /^\.\.$/ },
    { calls: ["*#matches"], subject: "receiver", kinds: "all", through: ["matcher"] },
    { calls: ["Pattern#matches"], subject: "arg1", kinds: "all" },
    { calls: ["*#contains", "*#containsKey"], subject: "arg0", kinds: "all" },
    { calls: ["*#isValid", "*#isAllowed", "*#isSafe"], subject: "arg0", kinds: "all" },
    {
      calls: [
        "Integer#parseInt",
        "Integer#valueOf",
        "Long#parseLong",
        "Long#valueOf",
        "Short#parseShort",
        "Double#parseDouble",
        "Float#parseFloat",
        "UUID#fromString",
      ],
      subject: "arg0",
      kinds: "all",
      fails: "throws",
    },
  ],
  cleanMethods: [
    "length",
    "size",
    "isEmpty",
    "equals",
    "equalsIgnoreCase",
    "contains",
    "containsKey",
    "startsWith",
    "endsWith",
    "indexOf",
    "lastIndexOf",
    "compareTo",
    "matches",
    "hasNext",
    "hasMoreElements",
    "hasMoreTokens",
    "getClass",
    "isBlank",
    "exists",
    "close",
    "executeQuery",
    "prepareStatement",
    "setString",
    "setInt",
    "getSession",
    "getWriter",
    "getContextPath",
    "getMethod",
    "getRemoteAddr",
    "getLength",
    "currentTimeMillis",
    "nanoTime",
    "waitFor",
    "exitValue",
  ],
  callbacks: [
    { calls: ["*#map", "*#flatMap", "*#mapToObj"], fn: 0, over: "receiver", applies: "each", result: "list" },
    { calls: ["*#filter", "*#sorted", "*#peek"], fn: 0, over: "receiver", applies: "each", result: "source" },
    {
      calls: ["*#forEach", "*#ifPresent", "*#anyMatch", "*#allMatch", "*#noneMatch"],
      fn: 0,
      over: "receiver",
      applies: "each",
      result: "none",
    },
    { calls: ["*#orElseGet"], fn: 0, over: "receiver", applies: "whole", result: "either" },
    { calls: ["*#computeIfAbsent"], fn: 1, over: 0, applies: "whole", result: "return" },
  ],
  collectionFactories: [
    { calls: ["Map#of"], layout: "pairs" },
    { calls: ["List#of", "Set#of", "Arrays#asList", "Stream#of"], layout: "items" },
  ],
  exits: ["System#exit"],
  returnTypes: {
    "Runtime#getRuntime": "Runtime",
    "*#getClass": "Class",
    getClass: "Class",
    "*#getClassLoader": "ClassLoader",
    "*#getContextClassLoader": "ClassLoader",
    "ESAPI#encoder": "Encoder",
    "ThreadLocalRandom#current": "ThreadLocalRandom",
    "Connection#createStatement": "Statement",
    "Connection#prepareStatement": "PreparedStatement",
    "Connection#prepareCall": "CallableStatement",
    "DriverManager#getConnection": "Connection",
    "DataSource#getConnection": "Connection",
    "XPathFactory#newInstance": "XPathFactory",
    "XPathFactory#newXPath": "XPath",
    "DocumentBuilderFactory#newInstance": "DocumentBuilderFactory",
    "DocumentBuilderFactory#newDocumentBuilder": "DocumentBuilder",
    "SAXParserFactory#newInstance": "SAXParserFactory",
    "SAXParserFactory#newSAXParser": "SAXParser",
    "SAXParser#getXMLReader": "XMLReader",
    "XMLInputFactory#newInstance": "XMLInputFactory",
    "XMLInputFactory#newFactory": "XMLInputFactory",
    "TransformerFactory#newInstance": "TransformerFactory",
    "MessageDigest#getInstance": "MessageDigest",
    "Cipher#getInstance": "Cipher",
    "ScriptEngineManager#getEngineByName": "ScriptEngine",
    "ScriptEngineManager#getEngineByExtension": "ScriptEngine",
    "Paths#get": "Path",
    "Path#of": "Path",
    "Path#normalize": "Path",
    "Path#resolve": "Path",
    "Path#toAbsolutePath": "Path",
    "File#toPath": "Path",
    "Base64#getDecoder": "Base64.Decoder",
    "Base64#getEncoder": "Base64.Encoder",
    "LoggerFactory#getLogger": "Logger",
    "Logger#getLogger": "Logger",
    "LogManager#getLogger": "Logger",
    "*#toString": "String",
    "*#substring": "String",
    "*#trim": "String",
    "*#toLowerCase": "String",
    "*#toUpperCase": "String",
    "*#replace": "String",
    "*#replaceAll": "String",
    "String#format": "String",
    "String#valueOf": "String",
    "String#join": "String",
    "new StringBuilder": "StringBuilder",
    "new StringBuffer": "StringBuffer",
  },
  typeHints: {
    Statement: /^(stmt|statement|st|s)$/i,
    Connection: /^(conn|connection|con|c)$/i,
    Logger: /^(log|logger|LOG|LOGGER)$/,
    XPath: /^xpath$/i,
  },
};
