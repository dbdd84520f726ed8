import type { CallFacts, LanguageModel } from "../types";

/** libxml2's parser options that load external entities or DTDs (XXE). */
const EXTERNAL_ENTITIES = /XML_PARSE_(NOENT|DTDLOAD)/;
/** The call's own text: the file between what its function holds before and after it. */
const callText = (c: CallFacts) => {
  const at = c.file.indexOf(c.before) + c.before.length;
  const end = c.after ? c.file.indexOf(c.after, at) : -1;
  return c.file.slice(at, end < 0 ? undefined : end);
};
/** The options, written in the call or in the variable it names (`int opts = XML_PARSE_NOENT;`). */
const optionsAt = (index: number) => (c: CallFacts) => {
  const name = c.arg(index)?.text;
  return (
    EXTERNAL_ENTITIES.test(callText(c)) ||
    (name !== undefined && new RegExp(`\\b${name}\\s*=[^;]*XML_PARSE_(NOENT|DTDLOAD)`).test(c.before))
  );
};
/** The old libxml2 API substitutes entities once told so for the whole program. */
const entitiesOn = (c: CallFacts) => /xmlSubstituteEntitiesDefault\s*\(\s*1\s*\)/.test(c.file);
/** expat expands external parameter entities only when told to parse them. */
const paramEntitiesOn = (c: CallFacts) => /XML_PARAM_ENTITY_PARSING_(ALWAYS|UNLESS_STANDALONE)/.test(c.file);

/**
 * C libraries beside libc: embedded web servers (civetweb, mongoose, libmicrohttpd) whose request
 * getters are remote input; SQL client APIs (sqlite3, MySQL, libpq, ODBC) whose query argument is
 * SQL; libcurl's URL; libxml2's and expat's entity loading and XPath; archive entry names
 * (libarchive, libzip); files (stdio, POSIX, zlib); GLib's spawning; syslog; OpenSSL digests.
 * References: civetweb.github.io/civetweb/api, mongoose.ws/documentation, gnu.org/software/libmicrohttpd,
 * sqlite.org/c3ref, dev.mysql.com/doc/c-api, postgresql.org/docs/current/libpq-exec.html,
 * curl.se/libcurl/c/CURLOPT_URL.html, gnome.pages.gitlab.gnome.org/libxml2, libexpat.github.io,
 * libarchive.org, libzip.org, docs.gtk.org/glib, openssl.org/docs/man3.0.
 */
export const cLibrariesModel: Partial<LanguageModel> = {
  sources: [
    {
      calls: [
        "mg_get_request_info",
        "mg_get_header",
        "mg_http_get_header",
        "mg_http_var",
        "MHD_lookup_connection_value",
      ],
      label: "the HTTP request",
    },
    // An entry's name is the archive's to choose: `../` in it climbs out (zip slip).
    {
      calls: ["archive_entry_pathname", "archive_entry_pathname_w", "zip_get_name"],
      label: "an archive entry's name",
    },
  ],
  sinks: [
    {
      calls: [
        "sqlite3_exec",
        "sqlite3_prepare",
        "sqlite3_prepare_v2",
        "sqlite3_prepare_v3",
        "sqlite3_prepare16_v2",
      ],
      kind: "sql",
      args: [1],
      label: "a SQL query",
    },
    {
      calls: ["mysql_query", "mysql_real_query", "mysql_send_query", "mysql_stmt_prepare"],
      kind: "sql",
      args: [1],
      label: "a SQL query",
    },
    {
      calls: ["PQexec", "PQexecParams", "PQsendQuery", "PQsendQueryParams"],
      kind: "sql",
      args: [1],
      label: "a SQL query",
    },
    { calls: ["PQprepare", "PQsendPrepare"], kind: "sql", args: [2], label: "a SQL query" },
    {
      calls: [
        "SQLExecDirect",
        "SQLExecDirectA",
        "SQLExecDirectW",
        "SQLPrepare",
        "SQLPrepareA",
        "SQLPrepareW",
      ],
      kind: "sql",
      args: [1],
      label: "a SQL query",
    },
    {
      calls: ["curl_easy_setopt"],
      kind: "ssrf",
      args: [2],
      when: (c) => /^CURLOPT_(URL|PROXY|CONNECT_TO|RESOLVE)$/.test(c.arg(1)?.text ?? ""),
      label: "an outbound request",
    },
    {
      calls: ["xmlReadMemory"],
      kind: "xxe",
      args: [0],
      when: optionsAt(4),
      label: "an XML parser loading external entities",
    },
    {
      calls: ["xmlReadDoc"],
      kind: "xxe",
      args: [0],
      when: optionsAt(3),
      label: "an XML parser loading external entities",
    },
    {
      calls: ["xmlReadFile"],
      kind: "xxe",
      args: [0],
      when: optionsAt(2),
      label: "an XML parser loading external entities",
    },
    {
      calls: ["xmlCtxtReadMemory"],
      kind: "xxe",
      args: [1],
      when: optionsAt(5),
      label: "an XML parser loading external entities",
    },
    {
      calls: ["xmlParseMemory", "xmlParseDoc", "xmlParseFile"],
      kind: "xxe",
      args: [0],
      when: entitiesOn,
      label: "an XML parser loading external entities",
    },
    {
      calls: ["XML_Parse"],
      kind: "xxe",
      args: [1],
      when: paramEntitiesOn,
      label: "an XML parser loading external entities",
    },
    {
      calls: ["xmlXPathEval", "xmlXPathEvalExpression", "xmlXPathCompile"],
      kind: "xpath",
      args: [0],
      label: "an XPath query",
    },
    {
      calls: [
        "fopen",
        "freopen",
        "open",
        "openat",
        "creat",
        "unlink",
        "remove",
        "rename",
        "mkdir",
        "rmdir",
        "opendir",
        "truncate",
        "chmod",
        "chown",
        "gzopen",
        "BIO_new_file",
        "g_file_get_contents",
        "g_fopen",
      ],
      kind: "path",
      args: [0],
      label: "a file path",
    },
    {
      calls: ["g_spawn_command_line_sync", "g_spawn_command_line_async"],
      kind: "command",
      args: [0],
      label: "a shell command line",
    },
    {
      calls: ["g_spawn_sync", "g_spawn_async", "g_spawn_async_with_pipes"],
      kind: "command",
      args: [1],
      label: "a program execution",
    },
    { calls: ["syslog", "vsyslog"], kind: "log", args: [1, 2, 3, 4, 5], label: "the system log" },
  ],
  sanitizers: [
    { calls: ["PQescapeLiteral", "PQescapeIdentifier"], kinds: ["sql"] },
    {
      calls: ["sqlite3_mprintf"],
      kinds: ["sql"],
      when: (c) => /%[qQw]/.test(String(c.arg(0)?.constant ?? "")),
    },
    {
      calls: ["curl_easy_escape", "curl_escape", "g_uri_escape_string"],
      kinds: ["path", "command", "log", "ldap", "xss"],
    },
    { calls: ["g_markup_escape_text"], kinds: ["xss"] },
    // A digest holds bytes of its own, none of the input's text.
    { calls: ["MD5", "SHA1"], kinds: "all", returns: "WeakDigest" },
    { calls: ["SHA256", "SHA512"], kinds: "all" },
  ],
};
