import type { EntryPointModel, LanguageModel } from "../types";

const INPUT = [
  "input",
  "query",
  "post",
  "get",
  "all",
  "only",
  "except",
  "cookie",
  "header",
  "file",
  "json",
  "route",
  "string",
  "str",
  "getContent",
  "getQueryString",
  "fullUrl",
  "path",
  "url",
  // Validation checks the shape of input, not its content: validated data is still input.
  "validated",
  "safe",
  "collect",
  // `$request['email']`: a request indexed like an array reads its input.
  "offsetGet",
];

/**
 * What a form request's methods read input with; `get` and `file` name other services' methods
 * too, and `route('post')` is mostly the model a route binds.
 */
const FORM_REQUEST_INPUT = [
  "input",
  "query",
  "post",
  "cookie",
  "header",
  "json",
  "all",
  "only",
  "except",
  "validated",
  "safe",
  "string",
  "str",
];

/** The closure given to a route registration (`Route::get('/u/{id}', fn ($id) => ...)`) receives path segments. */
export const laravelEntryPoints: EntryPointModel[] = [
  {
    kind: "callback",
    receiver: "Route",
    methods: /^(get|post|put|patch|delete|options|any|match)$/i,
    mark: "Route::get",
  },
  // A controller's public actions receive the route's parameters (Laravel), the URI's segments
  // (CodeIgniter) or the query's (Yii); `_`-methods and the frameworks' hooks are not routed.
  {
    kind: "method",
    names: /^(?!_)(?!((before|after|call)Action|initController|init|behaviors|actions|remap)$)/,
    classes: [{ supers: /^(Controller|BaseController|CI_Controller)$/ }],
    with: [],
    without: ["private", "protected"],
    mark: "Route::get",
  },
  // A form request is the request itself: its methods (`rules()`, `authorize()`) read the input.
  { kind: "method", classes: [{ supers: /^FormRequest$/ }], with: [], without: [], mark: "FormRequest" },
];

/** Laravel: `Request` and `request()` in; raw queries, facades, redirects and the session out. */
export const laravelModel: Partial<LanguageModel> = {
  sources: [
    {
      calls: [
        ...INPUT.map((m) => `Request#${m}`),
        // A controller's form request parameter (`StorePostRequest $request`) is the request.
        ...FORM_REQUEST_INPUT.map((m) => `*Request#${m}`),
        "request",
        "Input#get",
        "Input#all",
        "old",
      ],
      label: "the HTTP request",
    },
    {
      routeDecorators: /^Route::get$/,
      // A number is converted; a class is a service the container injects or a model the route binds.
      notInputTypes: /^(int|float|bool|callable|iterable|object|[A-Z]\w*)$/,
      label: "a route parameter",
    },
    // A Request's dynamic properties are its input (`$request->email`), where the file uses Laravel:
    // other code's `$request` is its own object (Composer's dependency request).
    { members: ["request.*"], imports: /^Illuminate\./, label: "the HTTP request" },
    {
      members: ["this.query", "this.request", "this.cookies", "this.headers", "this.files", "this.json"],
      // `$this->input('name')`: the methods a form request reads its own input with.
      calls: FORM_REQUEST_INPUT.map((m) => `*#${m}`),
      within: "FormRequest",
      label: "the HTTP request",
    },
  ],
  sinks: [
    {
      calls: [
        "DB#raw",
        "DB#select",
        "DB#statement",
        "DB#unprepared",
        "DB#insert",
        "DB#update",
        "DB#delete",
        "DB#selectOne",
        "*#whereRaw",
        "*#orWhereRaw",
        "*#selectRaw",
        "*#havingRaw",
        "*#orderByRaw",
        "*#groupByRaw",
        "*#fromRaw",
      ],
      kind: "sql",
      args: [0],
      label: "a raw SQL query",
    },
    {
      // Column names are not bound: a query builder quotes them as identifiers, which input can
      // break out of (`orderBy($request->input('sort'))`). Doctrine's builder takes DQL text there.
      calls: [
        "*#where",
        "*#orWhere",
        "*#andWhere",
        "*#having",
        "*#andHaving",
        "*#orHaving",
        "*#orderBy",
        "*#orderByDesc",
        "*#addOrderBy",
        "*#groupBy",
        "*#addGroupBy",
        "*#pluck",
        "*#select",
        "*#addSelect",
        "*#max",
        "*#min",
        "*#sum",
        "*#avg",
      ],
      kind: "sql",
      args: [0],
      // `where(['name' => $x])` and `select(['id', 'name'])` bind or list their values.
      when: (c) => !c.arg(0)?.isList && !c.arg(0)?.isMap,
      label: "a SQL column or clause",
    },
    {
      // The id and column a unique rule ignores go into its query unbound.
      calls: ["Unique#ignore"],
      kind: "sql",
      args: [0, 1],
      label: "a validation query",
    },
    {
      calls: [
        "redirect",
        "Redirect#to",
        "Redirect#away",
        "Redirect#intended",
        "Redirector#to",
        "Redirector#intended",
        "*#away",
        "wp_redirect",
      ],
      kind: "redirect",
      args: [0],
      label: "a redirect",
    },
    {
      // Laravel's Process facade runs a string through the shell, an array without one.
      calls: ["Process#run", "Process#start", "PendingProcess#run", "PendingProcess#start"],
      kind: "command",
      args: [0],
      when: (c) => !c.arg(0)?.isList,
      label: "a shell command",
    },
    {
      // `response($html)` and `Response::make($html)` send text as an HTML page; an array is sent as JSON.
      calls: ["response", "ResponseFactory#make", "Response#make"],
      kind: "xss",
      args: [0],
      when: (c) => !c.arg(0)?.isList && !c.arg(0)?.isMap,
      label: "an HTML response",
    },
    {
      calls: [
        "ResponseFactory#download",
        "ResponseFactory#file",
        "Storage#get",
        "Storage#download",
        "Storage#delete",
        "Storage#put",
        "Storage#readStream",
        "Filesystem#get",
        "Filesystem#download",
        "Filesystem#delete",
        "Filesystem#put",
        "File#get",
        "File#delete",
        "File#put",
      ],
      kind: "path",
      args: [0],
      label: "a file path",
    },
    {
      // An upload stored under a directory and a name given: the client's file name can climb out.
      calls: ["*#storeAs", "*#storePubliclyAs", "UploadedFile#move"],
      kind: "path",
      args: [0, 1],
      label: "a file path",
    },
    {
      calls: [
        "Http#get",
        "Http#post",
        "Http#put",
        "Http#patch",
        "Http#delete",
        "Http#head",
        "PendingRequest#get",
        "PendingRequest#post",
      ],
      kind: "ssrf",
      args: [0],
      label: "an outbound request",
    },
    {
      // A flashed message is shown once to the user whose request it came from: no trusted state.
      calls: ["Session#put", "Session#push"],
      kind: "trust-boundary",
      args: [1],
      label: "the session",
    },
  ],
  // A string a route returns is sent as an HTML page (Laravel, Lumen, Slim's and Silex's closures).
  returnSinks: [{ decorators: /^Route::get$/, kind: "xss", label: "the HTML response" }],
  // `DB::raw("… ?")` is its text: what else it is given is not part of the query.
  wrappers: ["DB#raw"],
  // An upload's server-made name and what the server detected of it, not what the client sent.
  sanitizers: [
    // A URL the application builds for itself, on its own root: a named route or a controller action,
    // or a path under the root (`url('/books/' . $slug)`). Input picks a path, not the host; `url($x)`
    // with a whole URL given returns it as it is.
    { calls: ["route", "action"], kinds: ["redirect", "ssrf"] },
    {
      calls: ["url", "secure_url"],
      kinds: ["redirect", "ssrf"],
      when: (c) => /^\/(?![/\\])/.test(c.arg(0)?.prefix ?? ""),
    },
  ],
  cleanMethods: ["hashName", "extension", "guessExtension", "getSize", "getMimeType", "isValid"],
  returnTypes: {
    // What builds a redirect gives a response, not text a route sends as a page.
    redirect: "Redirector",
    back: "RedirectResponse",
    ...Object.fromEntries(
      ["to", "away", "intended", "route", "action", "back", "guest", "refresh", "home"].flatMap((m) => [
        [`Redirector#${m}`, "RedirectResponse"],
        [`Redirect#${m}`, "RedirectResponse"],
      ]),
    ),
    response: "ResponseFactory",
    "Request#file": "UploadedFile",
    "Storage#disk": "Filesystem",
    "Process#path": "PendingProcess",
    "Process#timeout": "PendingProcess",
    "Http#withHeaders": "PendingRequest",
    "Http#withToken": "PendingRequest",
    "Http#timeout": "PendingRequest",
    "Http#acceptJson": "PendingRequest",
    "Rule#unique": "Unique",
    request: "Request",
    session: "Session",
    "Request#session": "Session",
  },
  typeHints: { Request: /^(request|req)$/, Session: /^session$/i },
};
