import type { EntryPointModel, LanguageModel } from "../types";

/** What a PSR-7 server request (Slim, Mezzio, Laminas) gives of what the client sent. */
const SERVER_REQUEST_INPUT = [
  "getQueryParams",
  "getParsedBody",
  "getCookieParams",
  "getUploadedFiles",
  "getAttribute",
  "getAttributes",
  "getBody",
  "getHeader",
  "getHeaderLine",
  "getHeaders",
  "getUri",
];

/**
 * PSR-7: the server request in, under the names applications give its interface (Slim's examples
 * import it `as Request`); the response body out. Not `RequestInterface` itself: without `Server`
 * it is the request a client sends (PSR-18 `sendRequest`, Guzzle's handlers), the program's own.
 * Reference: https://www.php-fig.org/psr/psr-7/ (RequestInterface is "an outgoing, client-side request").
 */
export const psr7Model: Partial<LanguageModel> = {
  sources: [
    {
      calls: ["ServerRequestInterface", "ServerRequest", "Request"].flatMap((t) =>
        SERVER_REQUEST_INPUT.map((m) => `${t}#${m}`),
      ),
      label: "the HTTP request",
    },
  ],
  sinks: [{ calls: ["ResponseBody#write"], kind: "xss", args: [0], label: "the HTTP response body" }],
  returnTypes: { "ResponseInterface#getBody": "ResponseBody", "Response#getBody": "ResponseBody" },
  // A route closure's untyped `$response`.
  typeHints: { Response: /^response$/ },
};

/**
 * Closures routed by Slim and Silex (`$app->get('/u/{id}', function ($request, $response, array $args)`)
 * and Lumen (`$router->get(...)`), in a route group too: their parameters are the path's.
 */
export const microframeworkEntryPoints: EntryPointModel[] = ["app", "group", "router"].map((receiver) => ({
  kind: "callback",
  receiver,
  methods: /^(get|post|put|patch|delete|options|any|map|match)$/i,
  firstArg: /^\//,
  mark: "Route::get",
}));
