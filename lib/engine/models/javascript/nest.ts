import type { LanguageModel } from "../types";

/**
 * NestJS and routing-controllers: controller method parameters bound from the request by their
 * decorators (`@Query() q`, `@Body() dto: CreateDto`, `@Param("id") id`).
 */
export const nestModel: Partial<LanguageModel> = {
  sources: [
    {
      paramAnnotations: [
        // NestJS
        "Query",
        "Param",
        "Body",
        "Headers",
        "Req",
        "Request",
        "Cookies",
        "UploadedFile",
        "UploadedFiles",
        "HostParam",
        // routing-controllers
        "QueryParam",
        "QueryParams",
        "Params",
        "BodyParam",
        "HeaderParam",
        "HeaderParams",
        "CookieParam",
        "CookieParams",
      ],
      label: "the HTTP request",
    },
  ],
  // `@Redirect()` sends the handler's returned `{ url }` as the Location.
  returnSinks: [{ decorators: /^Redirect$/, field: "url", kind: "redirect", label: "a redirect" }],
};
