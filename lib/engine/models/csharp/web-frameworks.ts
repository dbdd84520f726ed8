import { isLocation } from "../common/calls";
import type { EntryPointModel, LanguageModel } from "../types";

/**
 * Handlers of web frameworks beside ASP.NET: a ServiceStack service's `Any`/`Get`/`Post` methods take
 * the request DTO; a Nancy module registers lambdas for route paths (`Get("/users/{id}", args => …)`).
 */
export const csharpWebEntryPoints: EntryPointModel[] = [
  {
    kind: "method",
    classes: [{ supers: /^(Service|ServiceStack\.Service)$/ }],
    names: /^(Any|Get|Post|Put|Patch|Delete)(Async)?$/,
    with: ["public"],
    without: ["static"],
    mark: "ControllerAction",
  },
  {
    kind: "callback",
    receiver: "",
    methods: /^(Get|Post|Put|Patch|Delete)$/,
    firstArg: /^\//,
    mark: "ControllerAction",
  },
];

/** The Location header, in any case, as a header setter's first argument. */

/**
 * ASP.NET Core results beside the controller's own helpers (Minimal APIs' `Results`, `ContentResult`
 * as HTML), classic ASP.NET's Location header, Azure Functions' HTTP trigger, Nancy's redirect.
 */
export const csharpWebModel: Partial<LanguageModel> = {
  sources: [
    {
      // Azure Functions: the request given to an `[HttpTrigger]` parameter (HttpRequest or HttpRequestData).
      paramAnnotations: ["HttpTrigger"],
      label: "the HTTP request",
    },
    { members: ["Request.UrlReferrer", "Request.UserAgent"], label: "the HTTP request" },
  ],
  sinks: [
    {
      calls: ["Results#Redirect", "TypedResults#Redirect", "new RedirectResult", "Response#AsRedirect"],
      kind: "redirect",
      args: [0],
      label: "a redirect",
    },
    {
      calls: [
        "Response#AppendHeader",
        "Response#AddHeader",
        "HttpResponse#AppendHeader",
        "HttpResponse#AddHeader",
      ],
      kind: "redirect",
      args: [1],
      when: isLocation,
      label: "the Location header",
    },
    {
      // `Content(text, "text/html")`: the text is the page.
      calls: ["Content", "Results#Content", "TypedResults#Content"],
      kind: "xss",
      args: [0],
      when: (c) => /html/i.test(String(c.arg(1)?.constant ?? "")),
      label: "the HTML response",
    },
  ],
};
