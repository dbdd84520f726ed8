import type { LanguageModel } from "../types";

/** `type("text/html")`, `header("content-type", "text/html; charset=utf-8")`. */
const HTML = /^(type|header)\((content-type,)?text\/html[^)]*\)$/i;
const CHAINED = ["code", "status", "type", "header", "headers", "removeHeader"];

/**
 * Fastify and hapi: the request is read as Express's is (`request.query`, `request.payload`). A
 * Fastify reply sends a string as text/plain unless it is given an HTML type, so only then is it
 * markup; hapi's `h.response(string)` is HTML.
 */
export const fastifyModel: Partial<LanguageModel> = {
  sinks: [
    {
      calls: ["FastifyReply#send"],
      kind: "xss",
      args: [0],
      when: (c) => c.chain.some((call) => HTML.test(call)),
      label: "the HTTP response",
    },
    // `reply.redirect(url)`, or `reply.redirect(302, url)` before Fastify 5.
    { calls: ["FastifyReply#redirect"], kind: "redirect", args: [0, 1], label: "a redirect" },
    // hapi's response toolkit `h` sends a string as text/html.
    {
      calls: ["ResponseToolkit#response"],
      kind: "xss",
      args: [0],
      when: (c) => !c.arg(0)?.isMap && !c.arg(0)?.isList,
      label: "the HTTP response",
    },
    { calls: ["ResponseToolkit#redirect"], kind: "redirect", args: [0], label: "a redirect" },
  ],
  returnTypes: Object.fromEntries(CHAINED.map((m) => [`FastifyReply#${m}`, "FastifyReply"])),
  typeHints: { FastifyReply: /^reply$/, ResponseToolkit: /^h$/ },
};
