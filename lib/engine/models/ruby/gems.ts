import type { CallFacts, LanguageModel } from "../types";

/** Logger's writing methods (ruby-doc.org Logger): the message is the first argument. */
const LOG_METHODS = ["debug", "info", "warn", "error", "fatal", "unknown"];
/** What a Rack request gives of the client's request (rubydoc.info/gems/rack/Rack/Request). */
const RACK_REQUEST = [
  "params",
  "GET",
  "POST",
  "body",
  "cookies",
  "query_string",
  "path_info",
  "fullpath",
  "url",
  "referer",
  "user_agent",
  "get_header",
];
/** The Ruby MongoDB driver's collection methods taking a filter (mongodb.com/docs/ruby-driver). */
const MONGO_FILTERS = [
  "find",
  "find_one_and_update",
  "find_one_and_replace",
  "find_one_and_delete",
  "update_one",
  "update_many",
  "replace_one",
  "delete_one",
  "delete_many",
  "count_documents",
  "distinct",
];

/** Nokogiri's parse options that load external DTDs or substitute entities (NOENT, DTDLOAD). */
const loadsEntities = (c: CallFacts) =>
  [3, 2].some((i) =>
    /NOENT|DTDLOAD|\.noent|\.dtdload/i.test(String(c.arg(i)?.text ?? c.arg(i)?.constant ?? "")),
  );

/**
 * Gems and standard libraries outside Rails: Rack requests, the MongoDB driver, XML
 * parsers and XPath, net-ldap, Ox, Logger, and template files chosen by name.
 */
export const rubyGemsModel: Partial<LanguageModel> = {
  sources: [
    // A Rack application's or middleware's `Rack::Request.new(env)`.
    {
      calls: RACK_REQUEST.map((m) => `Rack::Request#${m}`),
      safeFor: ["mass-assignment"],
      label: "the HTTP request",
    },
  ],
  sinks: [
    {
      calls: MONGO_FILTERS.map((m) => `Mongo::Collection#${m}`),
      kind: "nosql",
      args: [0],
      label: "a database query",
    },
    {
      calls: ["Mongo::Collection#aggregate"],
      kind: "nosql",
      args: [0],
      label: "a database query",
    },
    // SQL sinks of the drivers beyond `execute`/`query` (sqlite3-ruby, mysql2, pg).
    {
      calls: [
        "SQLite3::Database#get_first_row",
        "SQLite3::Database#get_first_value",
        "SQLite3::Database#execute_batch",
        "SQLite3::Database#prepare",
        "Mysql2::Client#prepare",
      ],
      kind: "sql",
      args: [0],
      label: "a SQL query",
    },
    { calls: ["PG::Connection#prepare"], kind: "sql", args: [1], label: "a SQL query" },
    // Nokogiri substitutes entities and loads DTDs only when the options say so.
    {
      calls: ["Nokogiri#XML", "Nokogiri::XML#parse", "Nokogiri::XML::Document#parse"],
      kind: "xxe",
      args: [0],
      when: loadsEntities,
      label: "an XML parser",
    },
    // Ox's object mode makes objects of the classes the document names (ohler55.github.io/ox).
    { calls: ["Ox#parse_obj"], kind: "deserialization", args: [0], label: "deserialization" },
    {
      calls: ["Ox#load"],
      kind: "deserialization",
      args: [0],
      when: (c) => c.keyword("mode")?.constant === "object",
      label: "deserialization",
    },
    // XPath: Nokogiri's and REXML's queries take the expression first; REXML::XPath's second.
    { calls: ["*#xpath", "*#at_xpath"], kind: "xpath", args: [0], label: "an XPath query" },
    {
      calls: ["REXML::XPath#first", "REXML::XPath#match", "REXML::XPath#each"],
      kind: "xpath",
      args: [1],
      label: "an XPath query",
    },
    // net-ldap (rubydoc.info/gems/net-ldap): a filter string given to search or parsed by Filter.
    { calls: ["Net::LDAP#search"], kind: "ldap", args: [], keywords: ["filter"], label: "an LDAP filter" },
    {
      calls: ["Net::LDAP::Filter#construct", "Net::LDAP::Filter#from_rfc2254"],
      kind: "ldap",
      args: [0],
      label: "an LDAP filter",
    },
    // Logger and Rails.logger write the message as given, line breaks included.
    { calls: LOG_METHODS.map((m) => `Logger#${m}`), kind: "log", args: [0], label: "a log entry" },
    // Rails' send_data (api.rubyonrails.org ActionController::DataStreaming): data sent inline as HTML is a page.
    {
      calls: ["send_data"],
      kind: "xss",
      args: [0],
      when: (c) =>
        /html|svg/i.test(String(c.keyword("type")?.constant ?? "")) &&
        c.keyword("disposition")?.constant === "inline",
      label: "an HTML response",
    },
    // redis-rb (rubydoc.info/gems/redis): a Lua script run by the server.
    { calls: ["Redis#eval"], kind: "code", args: [0], label: "a Redis Lua script" },
    // Tilt and Slim read the template file named (its code runs when rendered).
    { calls: ["Tilt#new", "Slim::Template#new"], kind: "path", args: [0], label: "the template rendered" },
  ],
  sanitizers: [
    // Filter.eq and its siblings escape the value they put in the filter.
    {
      calls: ["equals", "begins", "ends", "contains", "escape"].map((m) => `Net::LDAP::Filter#${m}`),
      kinds: ["ldap"],
    },
    { calls: ["Sanitize#fragment", "Sanitize#document", "Loofah#fragment"], kinds: ["xss"] },
  ],
  returnTypes: {
    "Rack::Request#new": "Rack::Request",
    "Redis#new": "Redis",
    "Mongo::Client#new": "Mongo::Client",
    "Mongo::Client#database": "Mongo::Database",
    "Mongo::Database#collection": "Mongo::Collection",
    "Net::LDAP#new": "Net::LDAP",
    "Logger#new": "Logger",
    "Rails#logger": "Logger",
    "Nokogiri#XML": "Nokogiri::XML::Document",
  },
  typeHints: {
    Logger: /^(logger|log)$/,
    "Mongo::Collection": /^(collection|coll|\w+_collection)$/,
  },
};
