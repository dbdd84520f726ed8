import type { LanguageModel } from "../types";

/** What a client chooses of a Rack request: its body, headers, cookies and URL. */
const REQUEST = [
  "env",
  "query_string",
  "body",
  "raw_post",
  "headers",
  "cookies",
  "path",
  "path_info",
  "fullpath",
  "original_fullpath",
  "url",
  "original_url",
  "referer",
  "referrer",
  "user_agent",
  "authorization",
  "host",
];
/** The request's parameters as plain hashes, which a model accepts whole. */
const REQUEST_HASHES = [
  "params",
  "parameters",
  "query_parameters",
  "request_parameters",
  "path_parameters",
  "GET",
  "POST",
];

/** ActiveRecord's class-level finders and calculations. */
const FINDERS = [
  "find",
  "first",
  "last",
  "all",
  "count",
  "calculate",
  "sum",
  "minimum",
  "maximum",
  "average",
];
const FINDER_OPTIONS = ["conditions", "order", "group", "having", "joins", "select", "from", "lock"];

/** What `permit` gives: a hash of the keys it names (an element of it is a value again). */
const PERMITTED = "ActionController::Parameters";

/** The marker of request parameters opened whole, which a model assigns attribute by attribute. */
const ATTRIBUTE_HASH = "attribute-hash";

/** Rails and Sinatra (both Rack): params, cookies and the request in; views, redirects, the session out. */
export const railsModel: Partial<LanguageModel> = {
  sources: [
    // `request.headers` is a call on the controller's `request`. A Rails `params` value is refused
    // by a model until `permit!` or `to_unsafe_h` opens it.
    {
      members: ["params", "cookies"],
      calls: REQUEST.map((m) => `request#${m}`),
      safeFor: ["mass-assignment"],
      label: "the HTTP request",
    },
    {
      calls: [...REQUEST_HASHES.map((m) => `request#${m}`), "*#permit!", "*#to_unsafe_h", "*#to_unsafe_hash"],
      marks: [ATTRIBUTE_HASH],
      label: "the HTTP request parameters",
    },
  ],
  sinks: [
    {
      calls: [
        "where",
        "*#where",
        "*#rewhere",
        "*#not",
        "*#find_by",
        "*#find_or_create_by",
        "*#find_or_create_by!",
        "*#find_or_initialize_by",
        "*#create_or_find_by",
        "*#destroy_by",
        "*#delete_by",
        "*#find_by_sql",
        "*#count_by_sql",
        "*#exec_query",
        "*#exec_params",
        "*#exec_update",
        "*#exec_delete",
        "*#async_exec",
        "*#select_all",
        "*#select_one",
        "*#select_rows",
        "*#select_value",
        "*#select_values",
        "*#order",
        "*#reorder",
        "*#group",
        "*#having",
        "*#joins",
        "*#from",
        "*#lock",
        "*#pluck",
        "*#exists?",
        "*#delete_all",
        "*#update_all",
        "*#destroy_all",
        "*#calculate",
        "*#sum",
        "*#minimum",
        "*#maximum",
        "*#average",
        "*#execute",
        "PG::Connection#exec",
        "PG::Connection#query",
        "Mysql2::Client#query",
        "SQLite3::Database#execute",
        "SQLite3::Database#query",
      ],
      kind: "sql",
      args: [0],
      binds: true,
      // Permitted parameters are a hash of conditions, each value bound (`where(params.permit(:id))`).
      when: (c) => c.arg(0)?.type !== PERMITTED,
      label: "a SQL query",
    },
    {
      // `first("name = '#{x}'")` (Rails 2) takes conditions; a built string is never a limit.
      calls: ["*#first", "*#last", "*#all"],
      kind: "sql",
      args: [0],
      when: (c) => c.arg(0)?.prefix !== undefined,
      label: "a SQL query",
    },
    {
      // `select(:a, :b)` and `select("a, b")` name columns; `select { |r| ... }` filters in Ruby.
      calls: ["*#select"],
      kind: "sql",
      label: "a SQL query",
    },
    {
      // The finder options of ActiveRecord before Rails 4 (`find(:all, :order => ...)`) are SQL text.
      calls: FINDERS.map((m) => `*#${m}`),
      kind: "sql",
      args: [],
      keywords: FINDER_OPTIONS,
      binds: true,
      label: "a SQL query",
    },
    // `render html:` escapes a string that is not marked safe; `text:` (before Rails 5.1) did not.
    { calls: ["render"], kind: "xss", args: [], keywords: ["inline", "text"], label: "the rendered HTML" },
    // `render inline:` renders its text as an ERB template too, whose `<%= %>` runs Ruby.
    { calls: ["render"], kind: "code", args: [], keywords: ["inline"], label: "a template's code" },
    {
      // A component object (`render ProfileView.new(...)`) renders itself: no template is named.
      calls: ["render"],
      kind: "path",
      args: [0],
      keywords: ["file", "template", "partial", "action"],
      when: (c) => !/^[A-Z]\w*(::[A-Z]\w*)*\.new\b/.test(c.arg(0)?.text ?? ""),
      label: "the template rendered",
    },
    { calls: ["raw", "*#raw"], kind: "xss", args: [0], label: "unescaped HTML" },
    {
      // The text of a link is escaped; its target may be a `javascript:` URL.
      calls: ["link_to", "button_to", "*#link_to", "*#button_to"],
      kind: "xss",
      args: [1],
      // A hash or list is a route; a path or web address written first fixes the scheme.
      when: (c) =>
        !c.arg(1)?.isMap && !c.arg(1)?.isList && !/^(\/|https?:\/\/|#|\?)/i.test(c.arg(1)?.prefix ?? ""),
      label: "a link target",
    },
    { calls: ["*#html_safe"], kind: "xss", args: ["receiver"], label: "unescaped HTML" },
    {
      // A list (`redirect_to [post, comment]`) is a route to records, never a host.
      calls: ["redirect_to", "redirect"],
      kind: "redirect",
      args: [0],
      when: (c) => !c.arg(0)?.isList,
      label: "a redirect",
    },
    { calls: ["send_file"], kind: "path", args: [0], label: "a file path" },
    {
      calls: [
        "*#new",
        "*#build",
        "*#create",
        "*#create!",
        "*#update",
        "*#update!",
        "*#update_attributes",
        "*#update_attributes!",
        "*#assign_attributes",
        "*#first_or_create",
        "*#first_or_initialize",
        "*#find_or_create_by",
        "*#find_or_initialize_by",
      ],
      kind: "mass-assignment",
      args: [0],
      // Only the request's parameters taken whole: a value from the environment or the command line
      // given to a constructor (`Gem::Requirement.new(ENV["V"])`) assigns no attributes.
      requires: ATTRIBUTE_HASH,
      label: "the model's attributes",
    },
    { calls: ["session#[]="], kind: "trust-boundary", args: [1], label: "the session" },
  ],
  assignSinks: [{ property: "attributes", kind: "mass-assignment", label: "the model's attributes" }],
  // Active Record finders give records: `redirect_to Post.find(params[:id])` goes to the post's page.
  lookups: [
    "find",
    "find_by",
    "find_by!",
    "find_by_sql",
    "where",
    "first",
    "first!",
    "last",
    "take",
    "find_or_create_by",
    "find_or_create_by!",
    "find_or_initialize_by",
  ].map((m) => `*#${m}`),
  sanitizers: [
    {
      calls: [
        "ERB::Util#html_escape",
        "ERB::Util#h",
        "CGI#escapeHTML",
        "Rack::Utils#escape_html",
        "h",
        "html_escape",
        "strip_tags",
      ],
      kinds: ["xss"],
    },
    // In a view, ActionView's `sanitize` keeps allowed tags; in a model, ActiveRecord's quotes SQL text.
    { calls: ["sanitize"], kinds: ["xss", "sql"] },
    // ActiveRecord's quoting, on a model or its connection or inside a model.
    {
      calls: [
        "*#sanitize_sql",
        "*#sanitize_sql_array",
        "*#quote",
        "*#sanitize_sql_like",
        "*#sanitize",
        "sanitize_sql",
        "sanitize_sql_array",
        "quote",
      ],
      kinds: ["sql"],
    },
    // ActiveStorage's filename without path separators and control characters.
    { calls: ["ActiveStorage::Filename#sanitized", "*#sanitized"], kinds: ["path"] },
    // Signed and encrypted cookies hold what the application wrote; a client cannot forge them.
    { calls: ["cookies#signed", "cookies#encrypted", "*#signed", "*#encrypted"], kinds: "all" },
    // A route helper (`post_path(@post)`, `posts_url`) builds a path or URL of the application's
    // own routes, its values escaped into the path and query; only a host, protocol or domain
    // option given to it can send it elsewhere, or make a link target of another scheme.
    {
      calls: [],
      functions: /^\w+_(?:path|url)$/,
      kinds: ["redirect", "xss"],
      when: (c) =>
        ["host", "protocol", "domain", "subdomain"].every((k) => !c.keyword(k) || c.keyword(k)?.known),
    },
    // A URL built from a hash with `only_path: true` or a fixed `host` stays on that host.
    {
      calls: ["*#merge", "*#merge!", "url_for", "*#url_for"],
      kinds: ["redirect"],
      when: (c) =>
        c.keyword("only_path")?.constant === true || typeof c.keyword("host")?.constant === "string",
    },
  ],
  guards: [{ calls: ["*#local_url?"], subject: "arg0", kinds: ["redirect"] }],
  returnTypes: { "*#permit": PERMITTED },
};
