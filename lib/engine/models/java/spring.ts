import { isLocation } from "../common/calls";
import type { EntryPointModel, LanguageModel } from "../types";

/**
 * Handler parameters that carry no text of the request: numbers, flags and dates the binder
 * converts, and what the framework injects (the response, the model, the session, the principal).
 * The request object itself brings input through its methods (`getParameter`), not as a whole.
 */
export const JAVA_NOT_INPUT =
  /^(int|long|short|byte|double|float|boolean|char|Integer|Long|Short|Byte|Double|Float|Boolean|BigDecimal|BigInteger|UUID|LocalDate|LocalDateTime|LocalTime|Instant|OffsetDateTime|ZonedDateTime|Date|HttpServletRequest|ServletRequest|HttpServletResponse|ServletResponse|HttpSession|Model|ModelMap|ModelAndView|BindingResult|Errors|RedirectAttributes|SessionStatus|Pageable|Sort|Principal|Authentication|Locale|TimeZone|ZoneId|UriComponentsBuilder|UriInfo|AsyncResponse|SecurityContext|ContainerRequestContext)$/;

const SPRING_MAPPINGS = /^(RequestMapping|GetMapping|PostMapping|PutMapping|DeleteMapping|PatchMapping)$/;

/** Every handler of a REST controller writes what it returns as the response body. */
export const springEntryPoints: EntryPointModel[] = [
  {
    kind: "method",
    classes: [{ name: /^/, annotation: "RestController" }],
    with: [],
    without: ["static"],
    mark: "ResponseBody",
  },
];

/** Spring MVC handler parameters, uploaded files, Spring JDBC / JPA queries. */
export const springModel: Partial<LanguageModel> = {
  sources: [
    {
      paramAnnotations: [
        "RequestParam",
        "PathVariable",
        "RequestBody",
        "RequestHeader",
        "CookieValue",
        "ModelAttribute",
        "MatrixVariable",
        "RequestPart",
      ],
      // A handler method's parameter without an annotation is bound from the request too (a
      // simple type as a request parameter, any other as a model attribute).
      routeDecorators: SPRING_MAPPINGS,
      notInputTypes: JAVA_NOT_INPUT,
      injectedAnnotations: [
        "AuthenticationPrincipal",
        "CurrentSecurityContext",
        "RequestAttribute",
        "SessionAttribute",
        "Value",
      ],
      label: "a Spring request parameter",
    },
    {
      calls: ["MultipartFile#getOriginalFilename", "MultipartFile#getInputStream", "MultipartFile#getBytes"],
      label: "an uploaded file",
    },
  ],
  // A handler's view name `redirect:<url>` sends the browser there.
  returnSinks: [
    { decorators: SPRING_MAPPINGS, prefix: /^redirect:/, kind: "redirect", label: "a redirect view" },
    // A handler's String body goes out as HTML when the browser asks for it, as a ResponseEntity's does.
    { decorators: /^ResponseBody$/, kind: "xss", label: "the response body" },
  ],
  sinks: [
    { calls: ["new RedirectView"], kind: "redirect", args: [0], label: "a redirect view" },
    {
      calls: ["new ModelAndView", "ModelAndView#setViewName"],
      kind: "redirect",
      args: [0],
      when: (c) => (c.arg(0)?.prefix ?? "").startsWith("redirect:"),
      label: "a redirect view",
    },
    // A handler's text body goes out as HTML when the browser asks for it (a String body is written
    // with the requested content type); an object body is serialized as JSON, which is not HTML.
    {
      calls: [
        "new ResponseEntity",
        "ResponseEntity#ok",
        "BodyBuilder#body",
        "ResponseEntity.BodyBuilder#body",
      ],
      kind: "xss",
      args: [0],
      when: (c) => c.arg(0)?.type === "String" || (c.arg(0)?.prefix ?? "").startsWith("<"),
      label: "the response body",
    },
    {
      // A Location header the request names sends the browser there (`status(302).header("Location", url)`;
      // Spring's ResponseEntity.HeadersBuilder and HttpHeaders).
      calls: ["BodyBuilder#header", "HeadersBuilder#header", "HttpHeaders#set", "HttpHeaders#add"],
      kind: "redirect",
      args: [1],
      when: isLocation,
      label: "the Location header",
    },
    {
      calls: ["HttpHeaders#setLocation", "BodyBuilder#location", "HeadersBuilder#location"],
      kind: "redirect",
      args: [0],
      label: "the Location header",
    },
    {
      calls: [
        "query",
        "queryForObject",
        "queryForList",
        "queryForMap",
        "queryForRowSet",
        "queryForStream",
        "update",
        "execute",
        "batchUpdate",
        "queryForInt",
        "queryForLong",
      ].flatMap((m) => [`JdbcTemplate#${m}`, `NamedParameterJdbcTemplate#${m}`, `JdbcOperations#${m}`]),
      kind: "sql",
      args: [0],
      label: "a Spring JDBC query",
    },
    {
      // Statement factories and batch helpers take the query text first, the bound values after.
      calls: [
        "new PreparedStatementCreatorFactory",
        "BatchUpdateUtils#executeBatchUpdate",
        "NamedParameterBatchUpdateUtils#executeBatchUpdate",
      ],
      kind: "sql",
      args: [0],
      label: "a Spring JDBC query",
    },
    {
      calls: [
        "EntityManager#createQuery",
        "EntityManager#createNativeQuery",
        "Session#createQuery",
        "Session#createSQLQuery",
        "Session#createNativeQuery",
      ],
      kind: "sql",
      args: [0],
      label: "a JPA/Hibernate query",
    },
  ],
  // ResponseCookie.from(…).httpOnly(true).secure(…): the builder keeps its type along the chain.
  returnTypes: {
    "ResponseEntity#ok": "BodyBuilder",
    "ResponseEntity#status": "BodyBuilder",
    "ResponseEntity#badRequest": "BodyBuilder",
    "BodyBuilder#headers": "BodyBuilder",
    "BodyBuilder#contentType": "BodyBuilder",
    "BodyBuilder#header": "BodyBuilder",
    "BodyBuilder#location": "BodyBuilder",
    ...Object.fromEntries(
      ["from", "httpOnly", "secure", "path", "domain", "maxAge", "sameSite"].map((m) => [
        `${m === "from" ? "ResponseCookie" : "ResponseCookieBuilder"}#${m}`,
        "ResponseCookieBuilder",
      ]),
    ),
  },
  typeHints: {
    JdbcTemplate: /jdbcTemplate|jdbc/i,
    EntityManager: /^(em|entityManager)$/,
  },
};
