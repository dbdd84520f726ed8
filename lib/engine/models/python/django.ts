import type { EntryPointModel, LanguageModel } from "../types";
import { servesHtml } from "./content-type";

/**
 * A module of Django or Django REST framework: its functions taking `request` first are views,
 * and `request.GET` there is Django's (elsewhere, a helper given the request reads it through its
 * callers, dataflow/summaries.ts).
 */
const DJANGO = /^(django|rest_framework)(\.|$)/;

/**
 * Views: a function taking `request` first receives the URL's captured values as its further
 * arguments (`path("post/<slug>/", views.post)` calls `post(request, slug=...)`); so do the
 * request-handling methods of a class-based view or a REST framework view set, and the hooks
 * given what the request bound (a form view's `form_valid(form)`, a view set's
 * `perform_create(serializer)`).
 */
export const djangoEntryPoints: EntryPointModel[] = [
  {
    kind: "signature",
    params: [/^request$/],
    imports: DJANGO,
    fromParam: 1,
    notCalled: true,
    mark: "DjangoUrlArgument",
  },
  {
    kind: "method",
    classes: [{ supers: /^(\w*View|\w*ViewSet|\w*APIView|\w*Mixin)$/ }],
    imports: DJANGO,
    names:
      /^(get|post|put|patch|delete|head|options|list|retrieve|create|update|partial_update|destroy|get_context_data|form_valid|perform_create|perform_update)$/,
    with: [],
    without: [],
    mark: "DjangoViewMethod",
  },
  // Django Channels: a consumer's receive methods get what the client sent over the socket.
  {
    kind: "method",
    classes: [{ supers: /^(Async)?(Json)?WebsocketConsumer$/ }],
    imports: /^channels(\.|$)/,
    names: /^(receive|receive_json|websocket_receive)$/,
    with: [],
    without: [],
    mark: "ChannelsReceive",
  },
  // Every method of a view class may read the URL's captured values from `self.kwargs`.
  {
    kind: "method",
    classes: [{ supers: /^(\w*View|\w*ViewSet|\w*APIView|\w*Mixin)$/ }],
    imports: DJANGO,
    with: [],
    without: [],
    mark: "DjangoViewObject",
  },
];

/** Django views: `request.GET`/`POST`/`COOKIES`/`META`/`body` in, raw SQL and HTML responses out. */
export const djangoModel: Partial<LanguageModel> = {
  sources: [
    // Strings: they cannot turn a query value into a query object.
    {
      members: [
        "GET",
        "POST",
        "COOKIES",
        "META",
        "FILES",
        "headers",
        "query_params",
        "path",
        "path_info",
      ].map((m) => `request.${m}`),
      safeFor: ["nosql"],
      imports: DJANGO,
      label: "the Django request",
    },
    // The body (and the REST framework's parsed body), whose JSON may hold objects.
    {
      members: ["body", "data"].map((m) => `request.${m}`),
      imports: DJANGO,
      label: "the Django request body",
    },
    // A REST framework serializer's data once validated is still what the client sent.
    { members: ["serializer.validated_data"], imports: DJANGO, label: "the Django request" },
    { paramAnnotations: ["DjangoUrlArgument"], safeFor: ["nosql"], label: "a URL argument" },
    { members: ["self.kwargs", "self.args"], within: "DjangoViewObject", label: "a URL argument" },
    { routeDecorators: /^DjangoViewMethod$/, safeFor: ["nosql"], label: "a URL argument" },
    { routeDecorators: /^ChannelsReceive$/, label: "a WebSocket message" },
  ],
  sinks: [
    {
      calls: [
        "HttpResponse",
        "django.http#HttpResponse",
        "HttpResponseBadRequest",
        "HttpResponseNotFound",
        "HttpResponseForbidden",
        "HttpResponseServerError",
        "django.http#HttpResponseBadRequest",
        "django.http#HttpResponseNotFound",
        "django.http#HttpResponseForbidden",
        "django.http#HttpResponseServerError",
      ],
      kind: "xss",
      args: [0],
      when: servesHtml,
      label: "an HTML response",
    },
    // Text declared safe skips the templates' escaping: a helper (a template filter or tag) that
    // declares its parameter so trusts whoever calls it (see OpenSink).
    {
      calls: [
        "mark_safe",
        "django.utils.safestring#mark_safe",
        "SafeString",
        "django.utils.safestring#SafeString",
        "format_html",
        "django.utils.html#format_html",
      ],
      kind: "xss",
      args: [0],
      label: "text declared safe HTML",
      open: true,
    },
    {
      calls: [
        "HttpResponseRedirect",
        "django.http#HttpResponseRedirect",
        "HttpResponsePermanentRedirect",
        "django.http#HttpResponsePermanentRedirect",
        "django.shortcuts#redirect",
      ],
      kind: "redirect",
      args: [0],
      label: "a redirect",
    },
    { calls: ["HttpResponse#write"], kind: "xss", args: [0], label: "an HTML response" },
    // Only a manager has raw(); a method of that name elsewhere is not Django.
    {
      calls: [
        "objects#raw",
        "*#extra",
        "RawSQL",
        "django.db.models#RawSQL",
        "django.db.models.expressions#RawSQL",
      ],
      kind: "sql",
      args: [0],
      label: "a raw SQL query",
    },
    // A template compiled from input runs its tags and reads any variable of its context.
    {
      calls: ["django.template#Template", "django.template#engines"],
      kind: "code",
      args: [0],
      label: "a server-side template",
    },
    { calls: ["django.template#Template"], kind: "xss", args: [0], label: "a template" },
    // HTML written around input into a template's context: the template prints it unescaped
    // (`|safe`, `autoescape off`), or its tags would show as text.
    {
      calls: [
        "django.shortcuts#render",
        "django.shortcuts#render_to_response",
        "django.template.loader#render_to_string",
        "django.template.response#TemplateResponse",
        "django.template.backends.Template#render",
      ],
      kind: "xss",
      args: [0, 1, 2],
      keywords: ["context", "dictionary"],
      requires: "markup",
      label: "HTML given to a template",
    },
    // QuerySet.extra(where=[...], select={...}, tables=[...]) puts its text into the SQL as written.
    {
      calls: ["*#extra"],
      kind: "sql",
      args: [],
      keywords: ["where", "select", "tables", "order_by"],
      label: "a raw SQL query",
    },
  ],
  // A request parameter named otherwise: typed (`req: HttpRequest`, Starlette's and aiohttp's
  // `Request`), or the first parameter of a REST framework function view (`@api_view def v(req)`).
  requestParams: [
    {
      object: "request",
      types: /^(?:[\w.]+\.)?(HttpRequest|WSGIRequest|ASGIRequest|Request)$/,
      decorators: /(^|\.)api_view$/,
    },
  ],
  assignSinks: [{ index: "request.session", kind: "trust-boundary", label: "the session" }],
  guards: [
    {
      calls: [
        "url_has_allowed_host_and_scheme",
        "django.utils.http#url_has_allowed_host_and_scheme",
        "is_safe_url",
        "django.utils.http#is_safe_url",
      ],
      subject: "arg0",
      keyword: "url",
      kinds: ["redirect"],
    },
  ],
  sanitizers: [
    // format_html escapes the values it fills in (its format string is the sink); a template
    // loaded from the project escapes its context's values when rendered.
    {
      calls: [
        "format_html",
        "django.utils.html#format_html",
        "django.utils.html#escape",
        "django.utils.html#conditional_escape",
        "django.template.loader#render_to_string",
        "django.template.backends.Template#render",
      ],
      kinds: ["xss"],
    },
  ],
  returnTypes: {
    "django.http#HttpResponse": "HttpResponse",
    HttpResponse: "HttpResponse",
    "django.template.loader#get_template": "django.template.backends.Template",
    "django.template.loader#select_template": "django.template.backends.Template",
  },
};
