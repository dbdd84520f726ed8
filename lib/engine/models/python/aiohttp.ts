import type { CallFacts, LanguageModel } from "../types";

/** aiohttp answers `text=` as `text/plain` unless told otherwise: a page only when declared one. */
const declaredHtml = (c: CallFacts) => /html/i.test(String(c.keyword("content_type")?.constant ?? ""));

/** aiohttp's web handlers: the URL's variables, its query (`request.query`) and the body read from `request`. */
export const aiohttpModel: Partial<LanguageModel> = {
  sources: [
    // Strings and form fields: they cannot turn a query value into a query object.
    {
      members: ["request.match_info", "request.rel_url", "request.query", "request.raw_path"],
      imports: /^aiohttp(\.|$)/,
      // Untyped, the parameter is known by its name; typed `request: web.Request`, by its class.
      calls: ["request#post", "request#multipart", "Request#post", "Request#multipart"],
      safeFor: ["nosql"],
      label: "the aiohttp request",
    },
    {
      calls: ["request#text", "request#read", "Request#text", "Request#read"],
      label: "the aiohttp request body",
    },
  ],
  sinks: [
    {
      calls: ["aiohttp.web#Response"],
      kind: "xss",
      args: [0],
      keywords: ["body", "text"],
      when: declaredHtml,
      label: "an HTML response",
    },
    // A file sent whole from where its path says (docs.aiohttp.org/en/stable/web_reference.html#fileresponse).
    {
      calls: ["aiohttp.web#FileResponse"],
      kind: "path",
      args: [0],
      keywords: ["path"],
      label: "a file sent in the response",
    },
  ],
  // A handler's untyped `request` parameter is the framework's request.
  typeHints: { request: /^request$/ },
};
