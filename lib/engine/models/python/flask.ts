import type { CallFacts, EntryPointModel, LanguageModel } from "../types";
import { servesHtml } from "./content-type";

/** A class-based view's request methods receive the URL's variables (`add_url_rule("/u/<id>", ...)`). */
export const flaskEntryPoints: EntryPointModel[] = [
  {
    kind: "method",
    classes: [{ supers: /^(MethodView|View)$/ }],
    imports: /^flask(\.|$)/,
    names: /^(get|post|put|patch|delete|dispatch_request)$/,
    with: [],
    without: [],
    mark: "FlaskViewMethod",
  },
  // A view registered without a decorator: `app.add_url_rule("/u/<name>", view_func=show)`.
  ...["app", "bp", "blueprint"].map(
    (receiver): EntryPointModel => ({
      kind: "callback",
      receiver,
      methods: /^add_url_rule$/,
      mark: "FlaskViewMethod",
    }),
  ),
  // Flask-RESTful and Flask-RESTX resources: `api.add_resource(Item, "/items/<item_id>")`.
  {
    kind: "method",
    classes: [{ supers: /^Resource$/ }],
    imports: /^flask_(restful|restx|restplus)(\.|$)/,
    names: /^(get|post|put|patch|delete)$/,
    with: [],
    without: [],
    mark: "FlaskViewMethod",
  },
];

/** Flask-RESTful's and Flask-RESTX's request parsers: what `parse_args()` gives is read from the request. */
const REQUEST_PARSERS = ["flask_restful", "flask_restx", "flask_restplus"].map(
  (m) => `${m}.reqparse.RequestParser`,
);

/**
 * A member of Flask's request, also by its module's path: `request.path` is read from Django's
 * request too, and the import of `flask.request` says whose it is.
 */
const flaskRequest = (m: string) => [`request.${m}`, `flask.request.${m}`];

/** Flask's request is a module global: code that reads it imports it (Quart's and Werkzeug's alike). */
const FLASK = /^(flask|quart|werkzeug)(\.|$)/;

/** Flask escapes the variables of templates with these extensions only. */
const AUTOESCAPED = /\.(html|htm|xml|xhtml|svg)$/i;
const autoescaped = (c: CallFacts) => {
  const name = c.arg(0)?.constant;
  return typeof name === "string" && AUTOESCAPED.test(name);
};

/** Flask and Werkzeug: `request.*` in, templates, responses, redirects and the session out. */
export const flaskModel: Partial<LanguageModel> = {
  sources: [
    // Strings (and uploaded files): they cannot turn a query value into a query object.
    {
      members: [
        "args",
        "form",
        "values",
        "cookies",
        "headers",
        "files",
        "query_string",
        "path",
        "full_path",
        "url",
        "view_args",
        // Headers the client writes: `redirect(request.referrer)` sends the user where a page linked from.
        "referrer",
        "user_agent",
        "authorization",
      ].flatMap(flaskRequest),
      imports: FLASK,
      calls: REQUEST_PARSERS.map((p) => `${p}#parse_args`),
      safeFor: ["nosql"],
      label: "the Flask request",
    },
    // The body, whose JSON may hold objects (`{"$ne": null}`) where a query expects a value.
    {
      members: ["data", "json", "stream"].flatMap(flaskRequest),
      imports: FLASK,
      calls: ["request#get_json", "request#get_data"],
      label: "the Flask request body",
    },
    {
      routeDecorators: /\.(route|get|post|put|delete|patch)$/,
      safeFor: ["nosql"],
      label: "a route parameter",
    },
    { routeDecorators: /^FlaskViewMethod$/, label: "a route parameter" },
  ],
  sinks: [
    {
      calls: ["flask#render_template_string", "render_template_string", "jinja2#Template", "Template"],
      kind: "xss",
      args: [0],
      label: "a template",
    },
    // A template built from input runs the input's expressions on the server.
    {
      calls: [
        "flask#render_template_string",
        "render_template_string",
        "jinja2#Template",
        "Template",
        "Environment#from_string",
      ],
      kind: "code",
      args: [0],
      label: "a server-side template",
    },
    {
      calls: ["flask#make_response", "make_response", "flask#Response", "Response"],
      kind: "xss",
      args: [0],
      when: servesHtml,
      label: "an HTML response",
    },
    // Text declared safe skips Jinja2's escaping: a helper (a template filter) that declares its
    // parameter so trusts whoever calls it (see OpenSink).
    {
      calls: ["markupsafe#Markup", "Markup", "flask#Markup"],
      kind: "xss",
      args: [0],
      label: "text declared safe HTML",
      open: true,
    },
    // A template of another extension (`mail.txt`) is rendered without escaping its variables.
    {
      calls: ["flask#render_template", "render_template"],
      kind: "xss",
      args: [],
      keywords: ["*"],
      when: (c) => !autoescaped(c),
      label: "an unescaped template",
    },
    // HTML written around input into an escaping template's variables: the template prints it
    // unescaped (`|safe`), or its tags would show as text.
    {
      calls: ["flask#render_template", "render_template"],
      kind: "xss",
      args: [],
      keywords: ["*"],
      when: autoescaped,
      requires: "markup",
      label: "HTML given to a template",
    },
    {
      calls: ["flask#redirect", "redirect", "werkzeug.utils#redirect"],
      kind: "redirect",
      args: [0],
      label: "a redirect",
    },
    // An uploaded file (`request.files["f"]`) saved where the request says: `f.save("/up/" + f.filename)`.
    {
      calls: ["werkzeug.datastructures.FileStorage#save"],
      kind: "path",
      args: [0],
      keywords: ["dst"],
      label: "a file path",
    },
    {
      calls: ["flask#send_file", "send_file", "flask#send_from_directory", "send_from_directory"],
      kind: "path",
      args: [0],
      label: "a file path",
    },
  ],
  assignSinks: [
    { index: "session", kind: "trust-boundary", label: "the session" },
    { index: "headers", key: "Location", kind: "redirect", label: "a Location header" },
  ],
  // An upload is usually held in a variable named for it.
  typeHints: {
    "werkzeug.datastructures.FileStorage":
      /^(f|file|upload|uploaded_?file|file_?obj|attachment|image|photo|avatar)$/,
  },
  returnTypes: {
    ...Object.fromEntries(REQUEST_PARSERS.map((p) => [`${p.slice(0, p.lastIndexOf("."))}#RequestParser`, p])),
    // A query, form, cookie or header value is text: a view returning it answers with it as HTML.
    ...Object.fromEntries(
      ["args", "form", "values", "cookies", "headers"].map((m) => [`flask.request.${m}#get`, "String"]),
    ),
  },
  // A view's string is the body of an HTML response.
  returnSinks: [
    // An error handler's string is the error page (`return f"{request.path} not found", 404`).
    {
      decorators: /\.(route|errorhandler|app_errorhandler)$/,
      tupleBody: true,
      kind: "xss",
      label: "the HTML response",
    },
    // Flask 2's shorthands; FastAPI's of the same names send a returned string as JSON.
    {
      decorators: /\.(get|post|put|patch|delete)$/,
      imports: /^flask(\.|$)/,
      tupleBody: true,
      kind: "xss",
      label: "the HTML response",
    },
  ],
  sanitizers: [
    {
      calls: [
        "markupsafe#escape",
        "flask#escape",
        "escape",
        "html#escape",
        "cgi#escape",
        "bleach#clean",
        "Markup#escape",
      ],
      kinds: ["xss"],
    },
    // A JSON response: `make_response(jsonify(...))` keeps its application/json type.
    { calls: ["flask#jsonify", "jsonify"], kinds: ["xss"] },
    // A file template escapes the values it is given (autoescape is on for HTML templates).
    { calls: ["flask#render_template", "render_template"], kinds: ["xss"], when: autoescaped },
    { calls: ["werkzeug.utils#secure_filename", "secure_filename"], kinds: ["path", "command"] },
    // Werkzeug's `request.args.get("page", 1, type=int)` converts the value or gives the default.
    {
      calls: ["*#get", "*#getlist"],
      kinds: "all",
      when: (c) => /^(int|float|bool|uuid\.UUID|UUID)$/.test(c.keyword("type")?.text ?? ""),
    },
    // A URL for one of the application's own endpoints; the values only fill its path and query.
    { calls: ["flask#url_for", "url_for"], kinds: ["redirect", "ssrf"] },
  ],
};
