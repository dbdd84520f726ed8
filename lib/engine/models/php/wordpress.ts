import type { EntryPointModel, LanguageModel } from "../types";

/** What a REST route's callback reads its request with (`WP_REST_Request $request`). */
const REST_INPUT = [
  "get_param",
  "get_params",
  "get_query_params",
  "get_body_params",
  "get_json_params",
  "get_file_params",
  "get_url_params",
  "get_body",
  "get_header",
  "get_headers",
  "offsetGet",
];

/**
 * WordPress beyond the superglobals and `$wpdb` (core.ts) and its escaping functions
 * (escaping.ts): the REST request, outbound HTTP, the filesystem API and `wp_die`.
 */
export const wordpressModel: Partial<LanguageModel> = {
  sources: [
    { calls: REST_INPUT.map((m) => `WP_REST_Request#${m}`), label: "the HTTP request" },
    // A shortcode's attributes and content are what any author wrote into a post.
    { routeDecorators: /^Shortcode$/, label: "shortcode attributes" },
  ],
  // What a shortcode returns is put into the page as it is.
  returnSinks: [{ decorators: /^Shortcode$/, kind: "xss", label: "the page" }],
  sinks: [
    // prepare() escapes the values it is given, not what is already written into its query.
    { calls: ["wpdb#prepare"], kind: "sql", args: [0], label: "a SQL query" },
    {
      // The wp_safe_remote_* functions refuse local and private hosts: they are not listed.
      calls: ["wp_remote_get", "wp_remote_post", "wp_remote_head", "wp_remote_request", "download_url"],
      kind: "ssrf",
      args: [0],
      label: "an outbound request",
    },
    {
      calls: [
        "WP_Filesystem_Base#get_contents",
        "WP_Filesystem_Base#put_contents",
        "WP_Filesystem_Base#delete",
      ],
      kind: "path",
      args: [0],
      label: "a file path",
    },
    // wp_die() prints its message into an HTML page as it is given.
    { calls: ["wp_die"], kind: "xss", args: [0, 1], label: "the HTML output" },
    // `_e()` and `_ex()` echo the translation of their text, unescaped (`esc_html_e()` escapes it).
    { calls: ["_e", "_ex"], kind: "xss", args: [0], label: "the HTML output" },
  ],
  sanitizers: [
    // The URL comes back only when its host is this site's or an allowed one.
    { calls: ["wp_validate_redirect"], kinds: ["redirect"] },
    { calls: ["wp_http_validate_url"], kinds: ["ssrf"] },
  ],
  typeHints: { WP_Filesystem_Base: /^wp_filesystem$/ },
};

/** The function a shortcode is registered with (`add_shortcode('tag', 'render')` or a closure). */
export const wordpressEntryPoints: EntryPointModel[] = [
  { kind: "callback", receiver: "", methods: /^add_shortcode$/, mark: "Shortcode" },
];
