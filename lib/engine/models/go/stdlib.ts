import { on } from "../common/calls";
import type { CallFacts, LanguageModel } from "../types";

const REQUEST_NAMES = ["r", "req", "request", "httpReq"];

/** Shells that run their `-c` argument as a command line. */
const SHELL = /^(\/(usr\/)?bin\/)?(ba|z|da|k)?sh$|^(cmd(\.exe)?|powershell(\.exe)?|pwsh)$/i;
const shellScript = (offset: number) => (c: CallFacts) =>
  SHELL.test(String(c.arg(offset)?.constant ?? "")) &&
  /^(-c|\/c|-command)$/i.test(String(c.arg(offset + 1)?.constant ?? ""));

/**
 * A writer that is the HTTP response: by type, or untyped by the names handlers give it (a
 * `tabwriter` or a `bytes.Buffer` called `writer` is not the response).
 */
const toResponse = (c: CallFacts) => {
  const type = c.arg(0)?.type;
  return type ? type === "ResponseWriter" : /^(w|rw|resp|res|writer|response)$/.test(c.arg(0)?.text ?? "");
};

/**
 * A response typed earlier in the handler as something that carries no script (not HTML, nor SVG
 * or XML): `w.Header().Set("Content-Type", "application/json")`. A browser does not run what it
 * is sent then.
 */
const NOT_HTML_BEFORE =
  /\.Header\(\)\.(?:Set|Add)\(\s*"content-type"\s*,\s*"(?![^"]*(?:html|svg|xml))[^"]+"\s*\)/i;
const htmlResponse = (c: CallFacts) => !NOT_HTML_BEFORE.test(c.before);

const lineBreak = (c: CallFacts) => /\r|\n/.test(String(c.arg(1)?.constant ?? ""));

/** The standard library: net/http, database/sql, os/exec, os, io, html/template, log. */
export const goStdlibModel: Partial<LanguageModel> = {
  sources: [
    {
      // By the names handlers give the request, by its type (`in *http.Request`), and as gin's
      // `c.Request`.
      members: [...REQUEST_NAMES, "Request", "c.Request", "ctx.Request"].flatMap((r) =>
        ["URL", "Form", "PostForm", "MultipartForm", "Header", "Body", "RequestURI", "Host", "Trailer"].map(
          (m) => `${r}.${m}`,
        ),
      ),
      calls: on(
        ["Request"],
        [
          "FormValue",
          "PostFormValue",
          "Cookie",
          "Cookies",
          "FormFile",
          "Referer",
          "UserAgent",
          "BasicAuth",
          "MultipartReader",
          "PathValue",
        ],
      ),
      label: "the HTTP request",
    },
    { calls: ["os#Getenv", "os#LookupEnv", "os#Environ"], label: "the environment", local: true },
    { members: ["os.Args"], label: "the command line", local: true },
    // A reader over the terminal, a file or a socket; one over a request's body passes the request's
    // input on (calls/producers.ts).
    {
      calls: on(["bufio.Reader", "Reader", "Scanner"], ["ReadString", "ReadLine", "Text"]),
      label: "a line read from a stream",
      local: true,
    },
  ],
  sinks: [
    {
      calls: on(
        ["DB", "Tx", "Conn"],
        [
          "Query",
          "QueryRow",
          "Exec",
          "QueryContext",
          "QueryRowContext",
          "ExecContext",
          "Prepare",
          "PrepareContext",
        ],
      ).filter((p) => !p.endsWith("Context")),
      kind: "sql",
      args: [0],
      label: "a SQL query",
    },
    {
      calls: on(["DB", "Tx", "Conn"], ["QueryContext", "QueryRowContext", "ExecContext", "PrepareContext"]),
      kind: "sql",
      args: [1],
      label: "a SQL query",
    },
    { calls: ["os/exec#Command"], kind: "command", args: [0], label: "a process" },
    {
      calls: ["os/exec#Command"],
      kind: "command",
      args: [2, 3, 4],
      when: shellScript(0),
      label: "a shell command",
    },
    { calls: ["os/exec#CommandContext"], kind: "command", args: [1], label: "a process" },
    {
      calls: ["os/exec#CommandContext"],
      kind: "command",
      args: [3, 4, 5],
      when: shellScript(1),
      label: "a shell command",
    },
    { calls: ["syscall#Exec", "os#StartProcess"], kind: "command", args: [0], label: "a process" },
    {
      calls: [
        ...on(
          ["os"],
          [
            "Open",
            "OpenFile",
            "ReadFile",
            "WriteFile",
            "Create",
            "Remove",
            "RemoveAll",
            "Mkdir",
            "MkdirAll",
            "ReadDir",
            "Rename",
            "Chmod",
            "Truncate",
          ],
        ),
        ...on(["io/ioutil"], ["ReadFile", "WriteFile", "ReadDir"]),
      ],
      kind: "path",
      args: [0],
      label: "a file path",
    },
    { calls: ["net/http#ServeFile"], kind: "path", args: [2], label: "a file path" },
    {
      calls: ["ResponseWriter#Write", "ResponseWriter#WriteString"],
      kind: "xss",
      args: [0],
      when: htmlResponse,
      label: "the HTTP response",
    },
    {
      calls: ["fmt#Fprintf", "fmt#Fprint", "fmt#Fprintln", "io#WriteString"],
      kind: "xss",
      args: [1, 2, 3, 4, 5, 6],
      when: (c) => toResponse(c) && htmlResponse(c),
      label: "the HTTP response",
    },
    {
      calls: ["html/template#HTML", "html/template#JS", "html/template#HTMLAttr"],
      kind: "xss",
      args: [0],
      label: "unescaped HTML",
    },
    { calls: ["text/template.Template#Execute"], kind: "xss", args: [1], label: "a text/template rendering" },
    { calls: ["net/http#Redirect"], kind: "redirect", args: [2], label: "a redirect" },
    {
      calls: [
        ...on(["net/http"], ["Get", "Head", "Post", "PostForm"]),
        ...on(["Client"], ["Get", "Head", "Post", "PostForm"]),
        "net#Dial",
        "net#DialTimeout",
      ],
      kind: "ssrf",
      args: [0],
      label: "an outbound request",
    },
    { calls: ["net/http#NewRequest"], kind: "ssrf", args: [1], label: "an outbound request" },
    { calls: ["net/http#NewRequestWithContext"], kind: "ssrf", args: [2], label: "an outbound request" },
    { calls: ["net#Dial", "net#DialTimeout"], kind: "ssrf", args: [1], label: "an outbound connection" },
    {
      calls: on(
        ["log", "Logger"],
        ["Print", "Printf", "Println", "Fatal", "Fatalf", "Fatalln", "Panic", "Panicf", "Panicln"],
      ),
      kind: "log",
      label: "a log entry",
    },
  ],
  sanitizers: [
    {
      calls: [
        ...on(
          ["strconv"],
          ["Atoi", "ParseInt", "ParseUint", "ParseFloat", "ParseBool", "Itoa", "FormatInt", "FormatFloat"],
        ),
        "len",
        ...on(["uuid"], ["Parse", "MustParse"]),
        // A parsed IP address or prefix prints as digits, dots and colons only.
        ...on(
          ["net/netip"],
          ["ParseAddr", "MustParseAddr", "ParsePrefix", "MustParsePrefix", "ParseAddrPort"],
        ),
        ...on(["net"], ["ParseIP", "ParseCIDR"]),
      ],
      kinds: "all",
    },
    {
      calls: [
        "html#EscapeString",
        "html/template#HTMLEscapeString",
        "text/template#HTMLEscapeString",
        "html/template#JSEscapeString",
      ],
      kinds: ["xss"],
    },
    {
      calls: ["net/url#QueryEscape", "net/url#PathEscape"],
      kinds: ["xss", "redirect", "path", "command", "log", "ldap"],
    },
    // encoding/json escapes <, > and & in strings (HTMLEscape) unless told not to, so its output
    // cannot open a tag in a page. Reference: https://pkg.go.dev/encoding/json#Marshal
    { calls: ["encoding/json#Marshal", "encoding/json#MarshalIndent"], kinds: ["xss"] },
    { calls: ["strconv#Quote", "strconv#QuoteToASCII"], kinds: ["log"] },
    { calls: ["path/filepath#Base", "path#Base"], kinds: ["path"] },
    // What a file holds is the file's, not the input that named it (reported as a path).
    {
      calls: [
        "os#ReadFile",
        "io/ioutil#ReadFile",
        "os#ReadDir",
        "io/ioutil#ReadDir",
        "os#Open",
        "os#OpenFile",
      ],
      kinds: "all",
    },
    // A rooted path cleaned (`path.Clean("/" + name)`) keeps no `..` that could climb out of the
    // folder it is later joined to.
    {
      calls: ["path/filepath#Clean", "path#Clean"],
      kinds: ["path"],
      when: (c) => /^[/\\]/.test(c.arg(0)?.prefix ?? ""),
    },
    {
      calls: ["path/filepath#Clean", "path/filepath#Join", "path/filepath#Abs", "path#Clean", "path#Join"],
      kinds: [],
      marks: ["normalized"],
    },
    { calls: ["strings#ReplaceAll", "strings#Replace"], kinds: ["log"], when: lineBreak },
  ],
  guards: [
    { calls: ["strings#HasPrefix"], subject: "arg0", kinds: ["path"], requires: "normalized" },
    { calls: ["strings#HasPrefix"], subject: "arg0", kinds: ["ssrf", "redirect"], prefix: "arg1" },
    { calls: ["Regexp#MatchString"], subject: "arg0", kinds: "all" },
    { calls: ["regexp#MatchString"], subject: "arg1", kinds: "all" },
    { calls: ["slices#Contains"], subject: "arg1", kinds: "all" },
    {
      calls: [
        ...on(["strconv"], ["Atoi", "ParseInt", "ParseUint", "ParseFloat", "ParseBool"]),
        ...on(["uuid"], ["Parse"]),
      ],
      subject: "arg0",
      kinds: "all",
      fails: "error",
    },
  ],
  cleanMethods: [
    "len",
    "cap",
    "Close",
    "Err",
    "Next",
    "Scan",
    "Contains",
    "HasPrefix",
    "HasSuffix",
    "Equal",
    "EqualFold",
  ],
  returnTypes: {
    "database/sql#Open": "DB",
    "text/template#New": "text/template.Template",
    "text/template#Must": "text/template.Template",
    "text/template#ParseFiles": "text/template.Template",
    "text/template.Template#Parse": "text/template.Template",
    "text/template.Template#ParseFiles": "text/template.Template",
    "regexp#MustCompile": "Regexp",
    "regexp#Compile": "Regexp",
    "log#New": "Logger",
    // Writers that buffer or align text: what they are given is not yet the response.
    "text/tabwriter#NewWriter": "tabwriter.Writer",
    "bytes#NewBuffer": "bytes.Buffer",
    "bytes#NewBufferString": "bytes.Buffer",
    "strings#Builder": "strings.Builder",
    "log#Default": "Logger",
  },
  typeHints: {
    DB: /^(db|conn|database|sqlDB|pool|dbConn)$/,
    Tx: /^tx$/,
    Request: /^(r|req|request|Request)$/,
    ResponseWriter: /^(w|rw|writer)$/,
    Client: /^(client|httpClient)$/,
    Logger: /^(logger|log)$/,
  },
};
