import type { EntryPointModel, LanguageModel } from "../types";

/**
 * Conventional routing: every public instance method of an ASP.NET MVC or Web API controller
 * answers requests (a class extending a controller base, or an `[ApiController]` named *Controller).
 */
export const aspnetEntryPoints: EntryPointModel[] = [
  {
    kind: "method",
    classes: [
      { supers: /^(Controller|ControllerBase|ApiController|Api\w*Controller|\w*ControllerBase)$/ },
      { name: /Controller$/, annotation: "ApiController" },
    ],
    with: ["public"],
    without: ["static", "NonAction"],
    mark: "ControllerAction",
  },
  // Razor Pages: a page model's handlers (`OnGet`, `OnPostAsync`, `OnPostDelete`) bind their parameters.
  {
    kind: "method",
    classes: [{ supers: /^PageModel$/ }],
    names: /^On(Get|Post|Put|Delete|Patch)\w*$/,
    with: ["public"],
    without: ["static", "NonAction", "NonHandler"],
    mark: "ControllerAction",
  },
  // Minimal APIs: the parameters of the function given to `app.MapGet("/x", (string name) => …)`.
  ...["app", "group", "api", "endpoints", "routes"].map(
    (receiver): EntryPointModel => ({
      kind: "callback",
      receiver,
      methods: /^Map(Get|Post|Put|Delete|Patch|Methods)$/,
      mark: "ControllerAction",
    }),
  ),
];

/**
 * Action parameters that carry no text of the request: numbers, flags, dates and ids the model
 * binder converts, and what the framework injects (a cancellation token, a logger, services).
 */
const NOT_INPUT =
  /^(int|long|short|byte|uint|ulong|ushort|sbyte|double|float|decimal|bool|char|Int16|Int32|Int64|UInt32|UInt64|Double|Single|Decimal|Boolean|Guid|DateTime|DateTimeOffset|DateOnly|TimeOnly|TimeSpan|CancellationToken|ILogger|ILoggerFactory|IConfiguration|IServiceProvider|IWebHostEnvironment|IHostEnvironment|HttpResponse|ClaimsPrincipal|\w+DbContext|\w+Repository|I\w+Service)$/;

const REQUEST_PARTS = [
  "Query",
  "QueryString",
  "Form",
  "Params",
  "Cookies",
  "Headers",
  "Body",
  "Path",
  "RawUrl",
  "ServerVariables",
  "InputStream",
  "Files",
];

/** ASP.NET (MVC, Web Forms) and ASP.NET Core: the request in; responses, redirects, the session out. */
export const aspnetModel: Partial<LanguageModel> = {
  sources: [
    {
      // `Request.Query` in a controller, or any value typed as the request (`HttpRequest req`).
      members: REQUEST_PARTS.flatMap((p) => [
        `Request.${p}`,
        `HttpContext.Request.${p}`,
        `context.Request.${p}`,
        `Context.Request.${p}`,
        `HttpContext.Current.Request.${p}`,
        `HttpRequest.${p}`,
        `HttpRequestBase.${p}`,
        `HttpRequestWrapper.${p}`,
      ]),
      calls: ["Request#ReadFormAsync", "Request#GetQueryNameValuePairs"],
      label: "the HTTP request",
    },
    // Classic ASP.NET (System.Web): `Request["id"]` reads the query string, form, cookies and server
    // variables in turn (HttpRequest.Item, learn.microsoft.com/dotnet/api/system.web.httprequest.item).
    {
      calls: ["Request#offsetGet", "HttpRequest#offsetGet", "HttpRequestBase#offsetGet"],
      label: "the HTTP request",
    },
    {
      paramAnnotations: ["FromQuery", "FromForm", "FromBody", "FromRoute", "FromHeader"],
      notInputTypes: NOT_INPUT,
      label: "a bound request value",
    },
    {
      routeDecorators: /^(HttpGet|HttpPost|HttpPut|HttpDelete|HttpPatch|Route|AcceptVerbs|ControllerAction)$/,
      triggerWords: ["public", "Http", "Route", "Map"],
      notInputTypes: NOT_INPUT,
      injectedAnnotations: ["FromServices", "FromKeyedServices"],
      label: "an action parameter",
    },
  ],
  sinks: [
    {
      calls: [
        "Response#Write",
        "HttpResponse#Write",
        "Response#WriteAsync",
        "HttpResponse#WriteAsync",
        "Html#Raw",
        "new HtmlString",
      ],
      kind: "xss",
      args: [0],
      label: "the HTML response",
    },
    {
      calls: [
        "Redirect",
        "RedirectPermanent",
        "Response#Redirect",
        "HttpResponse#Redirect",
        "Response#RedirectPermanent",
      ],
      kind: "redirect",
      args: [0],
      label: "a redirect",
    },
    {
      calls: ["PhysicalFile", "new PhysicalFileResult"],
      kind: "path",
      args: [0],
      label: "a file path",
    },
    {
      calls: ["Session#SetString", "ISession#SetString", "Session#SetInt32"],
      kind: "trust-boundary",
      args: [1],
      label: "the session",
    },
  ],
  assignSinks: [{ index: "Session", kind: "trust-boundary", label: "the session" }],
  sanitizers: [
    {
      calls: [
        "HttpUtility#HtmlEncode",
        "WebUtility#HtmlEncode",
        "HtmlEncoder#Encode",
        "Server#HtmlEncode",
        "HttpServerUtility#HtmlEncode",
        "AntiXssEncoder#HtmlEncode",
        "Encoder#HtmlEncode",
      ],
      kinds: ["xss"],
    },
    {
      calls: ["HttpUtility#UrlEncode", "WebUtility#UrlEncode", "Uri#EscapeDataString"],
      kinds: ["xss", "command", "ldap", "sql"],
    },
  ],
  // System.Web's HttpContext hands out its request, response and server utility as properties.
  returnTypes: Object.fromEntries(
    ["HttpContext", "HttpContextBase"].flatMap((c) => [
      [`${c}#Request`, "HttpRequest"],
      [`${c}#Response`, "HttpResponse"],
      [`${c}#Server`, "HttpServerUtility"],
    ]),
  ),
  guards: [
    // The framework's check, and a helper of the program's that bears its name (`Security.IsLocalUrl(url)`).
    { calls: ["*#IsLocalUrl", "IsLocalUrl"], subject: "arg0", kinds: ["redirect"] },
  ],
};
