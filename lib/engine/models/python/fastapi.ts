import type { LanguageModel } from "../types";

/**
 * FastAPI and Starlette: a route's parameters are bound from the path, query, body, form, headers
 * and cookies (`q: str = Query(None)`, a Pydantic model parameter), except those the framework
 * injects (`Depends`) and those it converts to numbers, dates or its own objects.
 */
export const fastapiModel: Partial<LanguageModel> = {
  sources: [
    {
      // `FastApiDependency`: a dependency taking parameters of its own (see the Python lowering).
      routeDecorators: /(\.(api_route|websocket|head|options)|^FastApiDependency)$/,
      injectedAnnotations: ["Depends", "Security"],
      notInputTypes:
        /^(int|float|bool|complex|Decimal|UUID|uuid\.UUID|datetime|date|time|timedelta|PositiveInt|NegativeInt|NonNegativeInt|StrictInt|StrictFloat|StrictBool|Request|Response|WebSocket|BackgroundTasks|Session|AsyncSession|HTTPConnection|SecurityScopes)$/,
      label: "a route parameter",
    },
    {
      members: ["request.path_params", "request.query_params", "request.url"],
      imports: /^(fastapi|starlette)(\.|$)/,
      safeFor: ["nosql"],
      label: "the Starlette request",
    },
    {
      // Untyped, the parameter is known by its name; typed `request: Request`, by its class.
      calls: ["json", "form", "body", "stream"]
        .flatMap((m) => [`request#${m}`, `Request#${m}`])
        .concat(
          ["receive_text", "receive_json", "receive_bytes", "iter_text", "iter_json"].map(
            (m) => `websocket#${m}`,
          ),
        ),
      label: "the Starlette request body",
    },
  ],
  // A route declared to answer with HTML (`response_class=HTMLResponse`) sends a returned string as the page.
  returnSinks: [{ decorators: /^response_class=HTMLResponse$/, kind: "xss", label: "the HTML response" }],
  sinks: [
    // HTML written around input into a template's context: the template prints it unescaped
    // (`|safe`), or its tags would show as text (see Django's render).
    {
      calls: ["starlette.templating.Jinja2Templates#TemplateResponse", "aiohttp_jinja2#render_template"],
      kind: "xss",
      args: [1, 2],
      keywords: ["context"],
      requires: "markup",
      label: "HTML given to a template",
    },
    {
      calls: ["fastapi.responses#HTMLResponse", "starlette.responses#HTMLResponse", "HTMLResponse"],
      kind: "xss",
      args: [0],
      keywords: ["content"],
      label: "an HTML response",
    },
    {
      calls: [
        "fastapi.responses#RedirectResponse",
        "starlette.responses#RedirectResponse",
        "RedirectResponse",
      ],
      kind: "redirect",
      args: [0],
      keywords: ["url"],
      label: "a redirect",
    },
    {
      calls: [
        "fastapi.responses#FileResponse",
        "starlette.responses#FileResponse",
        "sanic.response#file",
        "sanic.response#file_stream",
      ],
      kind: "path",
      args: [0],
      keywords: ["path", "location"],
      label: "a file path",
    },
    // Sanic answers with its own helpers.
    {
      calls: ["sanic.response#html", "sanic#html"],
      kind: "xss",
      args: [0],
      keywords: ["body"],
      label: "an HTML response",
    },
    {
      calls: ["sanic.response#redirect"],
      kind: "redirect",
      args: [0],
      keywords: ["to"],
      label: "a redirect",
    },
  ],
  returnTypes: {
    "starlette.templating#Jinja2Templates": "starlette.templating.Jinja2Templates",
    "fastapi.templating#Jinja2Templates": "starlette.templating.Jinja2Templates",
  },
};
