import type { LanguageModel } from "../types";

/** aiohttp's web handlers: the URL's variables, its query (`request.query`) and the body read from `request`. */
export const aiohttpModel: Partial<LanguageModel> = {
  sources: [
    {
      members: ["request.match_info", "request.rel_url", "request.query", "request.raw_path"],
      calls: ["request#post", "request#text", "request#read", "request#multipart"],
      label: "the aiohttp request",
    },
  ],
  // A handler's untyped `request` parameter is the framework's request.
  typeHints: { request: /^request$/ },
};
