import { on } from "../common/calls";
import type { LanguageModel } from "../types";

/** A request object's declared type: Drogon's shared pointer, or the class. */
const DROGON_REQUEST = ["HttpRequestPtr", "HttpRequest"];

/**
 * C++ libraries: Qt (QProcess, QSqlQuery, QFile, QHttpServer), Boost.Process, Boost.Asio and
 * Boost.Beast, POCO, cpprestsdk, Crow, cpp-httplib, Drogon, libpqxx, MySQL Connector/C++,
 * SQLiteCpp and spdlog. References: doc.qt.io/qt-6/qprocess.html, doc.qt.io/qt-6/qsqlquery.html,
 * boost.org/doc/libs/release/doc/html/process.html, boost.org/doc/libs/release/libs/beast,
 * docs.pocoproject.org, microsoft.github.io/cpprestsdk, crowcpp.org/master/guides/query-string,
 * github.com/yhirose/cpp-httplib, drogon.org, libpqxx.readthedocs.io,
 * dev.mysql.com/doc/connector-cpp/1.1/en, srombauts.github.io/SQLiteCpp, github.com/gabime/spdlog.
 * `Type::f(x)` of a static member is keyed on the type or namespace (`QProcess#execute`).
 */
export const cppFrameworksModel: Partial<LanguageModel> = {
  sources: [
    {
      calls: [
        ...on(["QHttpServerRequest"], ["query", "body", "url", "value", "headers"]),
        // Boost.Beast's `http::request<Body>` and Crow's `crow::request`.
        ...on(["request"], ["target", "body", "get_header_value"]),
        ...on(["query_string"], ["get", "get_list", "get_dict"]),
        ...on(["HTTPServerRequest"], ["getURI", "stream", "get", "getCookies"]),
        ...on(["HTMLForm"], ["get", "getValue"]),
        ...on(
          ["http_request"],
          ["extract_string", "extract_json", "extract_vector", "request_uri", "relative_uri", "headers"],
        ),
        ...on(["Request"], ["get_param_value", "get_header_value", "get_file_value"]),
        ...on(DROGON_REQUEST, [
          "getParameter",
          "getParameters",
          "getBody",
          "getHeader",
          "getCookie",
          "getQuery",
          "getJsonObject",
          "getOptionalParameter",
        ]),
      ],
      label: "the HTTP request",
    },
    {
      calls: on(["QTcpSocket", "QUdpSocket", "QSslSocket"], ["readAll", "readLine", "read"]),
      label: "data read from a socket or descriptor",
      local: true,
    },
  ],
  sinks: [
    {
      calls: on(["QProcess"], ["start", "startDetached", "execute", "setProgram"]),
      kind: "command",
      args: [0],
      label: "a process",
    },
    {
      calls: [...on(["process", "bp"], ["system", "spawn"]), "new child"],
      kind: "command",
      args: [0],
      label: "a process",
    },
    { calls: ["Process#launch"], kind: "command", args: [0], label: "a process" },
    {
      calls: [...on(["QSqlQuery", "QSqlDatabase"], ["exec", "prepare"]), "new QSqlQuery"],
      kind: "sql",
      args: [0],
      label: "a SQL query",
    },
    {
      calls: on(
        ["work", "nontransaction", "transaction", "transaction_base"],
        ["exec", "exec0", "exec1", "exec_n", "query", "query_value"],
      ),
      kind: "sql",
      args: [0],
      label: "a SQL query",
    },
    {
      calls: [
        ...on(["Statement"], ["executeQuery", "execute", "executeUpdate"]),
        "Connection#prepareStatement",
      ],
      kind: "sql",
      args: [0],
      label: "a SQL query",
    },
    { calls: ["Database#exec"], kind: "sql", args: [0], label: "a SQL query" },
    { calls: ["new Statement"], kind: "sql", args: [1], label: "a SQL query" },
    {
      calls: on(["DbClientPtr", "DbClient"], ["execSqlSync", "execSqlAsync", "execSqlCoro"]),
      kind: "sql",
      args: [0],
      label: "a SQL query",
    },
    { calls: ["new QFile", "QFile#setFileName"], kind: "path", args: [0], label: "a file path" },
    {
      calls: ["HTTPServerResponse#sendFile", "HttpResponse#newFileResponse"],
      kind: "path",
      args: [0],
      label: "a file path",
    },
    {
      calls: ["HTTPServerResponse#redirect", "Response#set_redirect", "HttpResponse#newRedirectionResponse"],
      kind: "redirect",
      args: [0],
      label: "a redirect",
    },
    {
      calls: ["Response#set_content"],
      kind: "xss",
      args: [0],
      when: (c) => /html/i.test(String(c.arg(1)?.constant ?? c.arg(2)?.constant ?? "")),
      label: "the HTTP response",
    },
    {
      calls: ["new http_client", "new HTTPClientSession"],
      kind: "ssrf",
      args: [0],
      label: "an outbound request",
    },
    { calls: ["resolver#resolve"], kind: "ssrf", args: [0], label: "an outbound connection" },
    {
      calls: on(["spdlog"], ["info", "warn", "error", "debug", "critical", "trace"]),
      kind: "log",
      label: "a log entry",
    },
  ],
  sanitizers: [
    {
      calls: on(["QString"], ["toInt", "toLong", "toUInt", "toULong", "toDouble", "toLongLong"]),
      kinds: "all",
    },
    { calls: ["QString#toHtmlEscaped", "Qt#escape"], kinds: ["xss"] },
    { calls: ["QUrl#toPercentEncoding"], kinds: ["path", "command", "log", "ldap", "xss"] },
    {
      calls: on(["work", "nontransaction", "transaction", "connection"], ["quote", "esc", "quote_name"]),
      kinds: ["sql"],
    },
  ],
  returnTypes: { "request#url_params": "query_string" },
};
