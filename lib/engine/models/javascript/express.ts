import type { LanguageModel } from "../types";

const REQ = ["req", "request"];
const members = (props: string[]) => REQ.flatMap((r) => props.map((p) => `${r}.${p}`));

/** Express (and Koa-style) handlers: `req.*` in, `res.send`/`res.redirect` out. */
export const expressModel: Partial<LanguageModel> = {
  sources: [
    {
      members: members([
        "query",
        "params",
        "body",
        "cookies",
        "signedCookies",
        "headers",
        "files",
        "file",
        "path",
        "originalUrl",
        "url",
        "hostname",
      ]),
      calls: ["Request#get", "Request#header", "Request#param"],
      label: "the HTTP request",
    },
    {
      members: ["ctx.query", "ctx.params", "ctx.request.body", "ctx.request.query"],
      label: "the HTTP request",
    },
  ],
  sinks: [
    {
      calls: ["Response#send", "Response#write", "Response#end"],
      kind: "xss",
      args: [0],
      label: "the HTTP response",
    },
    { calls: ["Response#redirect", "Response#location"], kind: "redirect", args: [0], label: "a redirect" },
    { calls: ["Response#sendFile", "Response#download"], kind: "path", args: [0], label: "a file path" },
  ],
  assignSinks: [{ index: "req.session", kind: "trust-boundary", label: "the session" }],
  typeHints: {
    Request: /^(req|request)$/,
    Response: /^(res|resp|response)$/,
  },
};
