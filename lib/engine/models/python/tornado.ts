import type { EntryPointModel, LanguageModel } from "../types";

/**
 * The methods of a Tornado request handler, which answer through the handler itself; its verb
 * methods receive the URL pattern's groups as arguments (`get(self, slug)`).
 */
export const tornadoEntryPoints: EntryPointModel[] = [
  {
    kind: "method",
    classes: [{ supers: /(^|\.)RequestHandler$/ }],
    imports: /^tornado(\.|$)/,
    names: /^(get|post|put|patch|delete|head|options)$/,
    with: [],
    without: [],
    mark: "TornadoVerb",
  },
  {
    kind: "method",
    classes: [{ supers: /(^|\.)RequestHandler$/ }],
    imports: /^tornado(\.|$)/,
    with: [],
    without: [],
    mark: "TornadoHandler",
  },
];

/**
 * Tornado's request handlers read input through their own methods (`self.get_argument("q")`),
 * names no other library gives a method, and through `self.request`; they answer with
 * `self.write(...)` (an HTML page unless told otherwise) and `self.redirect(url)`.
 */
export const tornadoModel: Partial<LanguageModel> = {
  sources: [
    {
      calls: [
        "get_argument",
        "get_arguments",
        "get_query_argument",
        "get_query_arguments",
        "get_body_argument",
        "get_body_arguments",
      ].map((m) => `*#${m}`),
      safeFor: ["nosql"],
      label: "the Tornado request",
    },
    {
      // HTTPServerRequest's parts the client writes (tornadoweb.org/en/stable/httputil.html).
      members: [
        "arguments",
        "query_arguments",
        "body_arguments",
        "uri",
        "path",
        "query",
        "body",
        "headers",
        "files",
        "host",
        "cookies",
      ].map((m) => `request.${m}`),
      imports: /^tornado(\.|$)/,
      // Strings, and lists of bytes: no query objects.
      safeFor: ["nosql"],
      label: "the Tornado request",
    },
    { calls: ["self#get_cookie"], within: "TornadoHandler", label: "the Tornado request" },
    { routeDecorators: /^TornadoVerb$/, safeFor: ["nosql"], label: "a URL argument" },
  ],
  sinks: [
    // A dict is written as JSON.
    {
      calls: ["self#write", "self#finish"],
      within: "TornadoHandler",
      kind: "xss",
      args: [0],
      when: (c) => !c.arg(0)?.isMap,
      label: "the HTML response",
    },
    { calls: ["self#redirect"], within: "TornadoHandler", kind: "redirect", args: [0], label: "a redirect" },
  ],
  sanitizers: [{ calls: ["tornado.escape#xhtml_escape", "xhtml_escape"], kinds: ["xss"] }],
  // A handler's own methods are called on `self`.
  typeHints: { self: /^self$/ },
};
