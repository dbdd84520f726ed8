import type { LanguageModel } from "../types";

/** A controller or service reads its request context as `this.ctx` (or takes `ctx` out of it). */
const CONTEXTS = ["ctx", "this.ctx"];
const on = (props: string[]) => CONTEXTS.flatMap((c) => props.map((p) => `${c}.${p}`));

/**
 * egg.js, built on Koa (reference: eggjs.org/basics/controller and /core/security, and egg-security's
 * tests): `ctx.queries` holds every value of each query key, `ctx.curl` and `app.curl` fetch any
 * URL through urllib. egg-security makes `ctx.redirect` check a domain allow-list, but an empty
 * list (its default) lets every URL through and the list lives in the configuration, out of the
 * controller's view: `ctx.redirect` stays the sink Koa's is (express.ts), and `ctx.unsafeRedirect`
 * never checks.
 */
export const eggModel: Partial<LanguageModel> = {
  sources: [
    {
      members: [
        ...on(["queries", "request.queries"]),
        // Koa's context parts (express.ts) read through the controller's `this.ctx`.
        ...["query", "querystring", "headers", "header", "url", "href", "path"].flatMap((p) => [
          `this.ctx.${p}`,
          `this.ctx.request.${p}`,
        ]),
        "this.ctx.request.body",
        "this.ctx.request.files",
      ],
      label: "the HTTP request",
    },
    { members: ["this.ctx.params"], safeFor: ["nosql"], label: "the HTTP request path" },
  ],
  sinks: [
    {
      calls: ["Context#curl", "EggApplication#curl", "EggHttpClient#request", "EggHttpClient#curl"],
      kind: "ssrf",
      args: [0],
      label: "an outgoing request",
    },
    {
      calls: ["Context#unsafeRedirect", "Response#unsafeRedirect"],
      kind: "redirect",
      args: [0],
      label: "a redirect",
    },
  ],
  typeHints: { EggApplication: /^app$/, EggHttpClient: /^httpclient$/ },
};
