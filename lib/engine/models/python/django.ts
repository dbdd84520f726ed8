import type { LanguageModel } from "../types";

/** Django views: `request.GET`/`POST`/`COOKIES`/`META`/`body` in, raw SQL and HTML responses out. */
export const djangoModel: Partial<LanguageModel> = {
  sources: [
    {
      members: ["GET", "POST", "COOKIES", "META", "body", "FILES", "headers", "data", "query_params"].map(
        (m) => `request.${m}`,
      ),
      label: "the Django request",
    },
  ],
  sinks: [
    {
      calls: [
        "HttpResponse",
        "django.http#HttpResponse",
        "mark_safe",
        "django.utils.safestring#mark_safe",
        "format_html",
      ],
      kind: "xss",
      args: [0],
      label: "an HTML response",
    },
    {
      calls: ["HttpResponseRedirect", "django.http#HttpResponseRedirect", "django.shortcuts#redirect"],
      kind: "redirect",
      args: [0],
      label: "a redirect",
    },
    { calls: ["HttpResponse#write"], kind: "xss", args: [0], label: "an HTML response" },
    // Only a manager has raw(); a method of that name elsewhere is not Django.
    { calls: ["objects#raw", "*#extra", "RawSQL"], kind: "sql", args: [0], label: "a raw SQL query" },
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
      kinds: ["redirect"],
    },
  ],
  returnTypes: { "django.http#HttpResponse": "HttpResponse", HttpResponse: "HttpResponse" },
};
