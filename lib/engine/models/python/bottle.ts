import type { LanguageModel } from "../types";

/**
 * Bottle (and Litestar's handlers alike): a function under a bare route decorator (`@route("/u/<name>")`,
 * `@get`, `@post`) receives the URL's variables; `request.forms` holds the posted fields. Its
 * query, files, cookies and JSON body are named as Flask's are.
 */
export const bottleModel: Partial<LanguageModel> = {
  sources: [
    {
      routeDecorators: /^(route|get|post|put|patch|delete)$/,
      safeFor: ["nosql"],
      label: "a route parameter",
    },
    { members: ["request.forms"], imports: /^bottle(\.|$)/, safeFor: ["nosql"], label: "the Bottle request" },
  ],
  // A returned string is the body of an HTML response (Bottle's default type).
  returnSinks: [
    {
      decorators: /^(route|get|post|put|patch|delete)$/,
      imports: /^bottle(\.|$)/,
      kind: "xss",
      label: "the HTML response",
    },
  ],
};
