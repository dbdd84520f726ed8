import type { LanguageModel } from "../types";

/** aiohttp's web handlers: the URL's variables, its query (`request.query`) and the body read from `request`. */
export const aiohttpModel: Partial<LanguageModel> = {
  sources: [
    // Strings and form fields: they cannot turn a query value into a query object.
    {
      members: ["request.match_info", "request.rel_url", "request.query", "request.raw_path"],
      calls: ["request#post", "request#multipart"],
      safeFor: ["nosql"],
      label: "the aiohttp request",
    },
    { calls: ["request#text", "request#read"], label: "the aiohttp request body" },
  ],
  // A handler's untyped `request` parameter is the framework's request.
  typeHints: { request: /^request$/ },
};
