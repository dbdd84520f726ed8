import type { LanguageModel } from "../types";

const REQUEST = [
  "params",
  "env",
  "query_string",
  "body",
  "raw_post",
  "headers",
  "path",
  "fullpath",
  "referer",
  "url",
];

/** Rails and Sinatra (both Rack): params, cookies and the request in; views, redirects, the session out. */
export const railsModel: Partial<LanguageModel> = {
  sources: [
    { members: ["params", "cookies", ...REQUEST.map((m) => `request.${m}`)], label: "the HTTP request" },
  ],
  sinks: [
    {
      calls: [
        "where",
        "*#where",
        "*#find_by_sql",
        "*#count_by_sql",
        "*#execute",
        "*#exec_query",
        "*#select_all",
        "*#select_value",
        "*#order",
        "*#group",
        "*#having",
        "*#joins",
        "*#from",
        "*#pluck",
        "*#delete_all",
        "*#update_all",
      ],
      kind: "sql",
      args: [0],
      label: "a SQL query",
    },
    { calls: ["render"], kind: "xss", args: [], keywords: ["html", "inline"], label: "the rendered HTML" },
    { calls: ["raw", "*#raw"], kind: "xss", args: [0], label: "unescaped HTML" },
    { calls: ["*#html_safe"], kind: "xss", args: ["receiver"], label: "unescaped HTML" },
    { calls: ["redirect_to", "redirect"], kind: "redirect", args: [0], label: "a redirect" },
    { calls: ["send_file"], kind: "path", args: [0], label: "a file path" },
    { calls: ["session#[]="], kind: "trust-boundary", args: [1], label: "the session" },
  ],
  sanitizers: [
    {
      calls: [
        "ERB::Util#html_escape",
        "ERB::Util#h",
        "CGI#escapeHTML",
        "Rack::Utils#escape_html",
        "h",
        "html_escape",
        "sanitize",
        "strip_tags",
      ],
      kinds: ["xss"],
    },
    { calls: ["*#sanitize_sql", "*#sanitize_sql_array", "*#quote", "*#sanitize_sql_like"], kinds: ["sql"] },
  ],
  guards: [{ calls: ["*#local_url?"], subject: "arg0", kinds: ["redirect"] }],
};
