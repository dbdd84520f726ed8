import { isLocation } from "../common/calls";
import type { EntryPointModel, LanguageModel } from "../types";

// `Request` is the type a handler's parameter is declared with (`({ body }: Request) => …`).
/**
 * `type("json")`, `set("Content-Type", "text/plain")`, `contentType("image/png")`: a type that
 * carries no script (not HTML, nor SVG or XML, whose documents run theirs).
 */
const NOT_HTML =
  /^(type|contentType)\((?![^)]*(?:html|svg|xml))[^?)][^)]*\)$|^(set|header|setHeader)\(content-type,(?![^)]*(?:html|svg|xml))[^?)][^)]*\)$/i;
/**
 * The same setting made in a statement of its own earlier (`res.type("json");`,
 * `res.setHeader("Content-Type", …);`, `writeHead`'s headers); not one chained into another send.
 */
const NOT_HTML_BEFORE =
  /\.(?:type|contentType)\(\s*["'`](?![^"'`]*(?:html|svg|xml))[^"'`]+["'`]\s*\)(?=\s*[;\n}])|\.(?:set|header|setHeader)\(\s*["'`]content-type["'`]\s*,\s*["'`](?![^"'`]*(?:html|svg|xml))[^"'`]+["'`]\s*\)(?=\s*[;\n}])|\.writeHead\([^)]*content-type["'`]?\s*:\s*["'`](?![^"'`]*(?:html|svg|xml))[^"'`]+["'`][^)]*\)(?=\s*[;\n}])/i;

/** A Koa response typed as something other than HTML before its body is set (`ctx.type = "json"`). */
const KOA_NOT_HTML_BEFORE =
  /\bctx\.(?:type|response\.type)\s*=\s*["'`](?![^"'`]*(?:html|svg|xml))|\bctx\.set\(\s*["'`]content-type["'`]\s*,\s*["'`](?![^"'`]*(?:html|svg|xml))/i;

const REQ = ["req", "request", "Request"];
const members = (props: string[]) => REQ.flatMap((r) => props.map((p) => `${r}.${p}`));

/** A raw request streams its body to `data` listeners (`req.on("data", (chunk) => …)`). */
export const expressEntryPoints: EntryPointModel[] = ["req", "request"].map((receiver) => ({
  kind: "callback",
  receiver,
  methods: /^(on|once|addListener)$/,
  firstArg: "data",
  mark: "RequestChunk",
}));

/** Express (and Koa-style) handlers: `req.*` in, `res.send`/`res.redirect` out. */
export const expressModel: Partial<LanguageModel> = {
  sources: [
    {
      members: members([
        "query",
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
        // hapi
        "payload",
      ]),
      // The fetch API's request (Next.js route handlers, Hono, workers) reads its body by call.
      calls: [
        "Request#get",
        "Request#header",
        "Request#param",
        "Request#json",
        "Request#formData",
        "Request#text",
        // Hono's `c.req`
        "Request#query",
        "Request#queries",
        "Request#parseBody",
        "Request#valid",
        // restify's readers and Sails's every parameter at once
        "Request#getQuery",
        "Request#getPath",
        "Request#allParams",
      ],
      label: "the HTTP request",
    },
    { routeDecorators: /^RequestChunk$/, label: "the HTTP request body" },
    // A route module's request event (SvelteKit, Astro, Remix, Next.js's `{ params }` and
    // getServerSideProps's context).
    {
      members: ["url", "params", "request", "cookies", "query", "req"].map((m) => `RequestEvent.${m}`),
      label: "the HTTP request",
    },
    // Route parameters are always strings: they cannot turn a query value into a query object.
    { members: [...members(["params"]), "ctx.params"], safeFor: ["nosql"], label: "the HTTP request path" },
    // Koa
    {
      // `ctx.body` is the response; the request's body is `ctx.request.body`.
      members: [
        ...["ctx", "ctx.request"].flatMap((c) =>
          ["query", "querystring", "params", "headers", "header", "url", "href", "path"].map(
            (p) => `${c}.${p}`,
          ),
        ),
        "ctx.request.body",
        "ctx.request.files",
      ],
      calls: ["Context#get"],
      label: "the HTTP request",
    },
  ],
  sinks: [
    // An object or list is sent as JSON; `res.type("json").send(…)` names a type that is not HTML,
    // as does the same setting made before (`res.type("json"); res.send(…)`).
    {
      calls: ["Response#send", "Response#write", "Response#end"],
      kind: "xss",
      args: [0],
      // (The function's text is read only for input.)
      when: (c) =>
        c.arg(0)?.tainted === true &&
        !c.arg(0)?.isMap &&
        !c.arg(0)?.isList &&
        !c.chain.some((call) => NOT_HTML.test(call)) &&
        !NOT_HTML_BEFORE.test(c.before),
      label: "the HTTP response",
    },
    // `res.redirect(301, url)`: the status may come first.
    {
      calls: ["Response#redirect", "Response#location", "Context#redirect"],
      kind: "redirect",
      args: [0, 1],
      label: "a redirect",
    },
    {
      calls: ["Response#writeHead"],
      kind: "redirect",
      args: [1, 2],
      when: (c) => [1, 2].some((i) => c.arg(i)?.field("Location") ?? c.arg(i)?.field("location")),
      label: "a Location header",
    },
    {
      calls: ["Response#setHeader", "Response#set", "Response#header", "Response#append"],
      kind: "redirect",
      args: [1],
      when: isLocation,
      label: "a Location header",
    },
    // Hono answers through its context `c`: `c.html(…)` is markup, `c.redirect(…)` a redirect.
    { calls: ["HonoContext#html"], kind: "xss", args: [0], label: "the HTTP response" },
    { calls: ["HonoContext#redirect"], kind: "redirect", args: [0], label: "a redirect" },
    // With a `root` option Express refuses paths that climb out of it.
    {
      calls: ["Response#sendFile", "Response#download"],
      kind: "path",
      args: [0],
      when: (c) => !c.arg(1)?.field("root"),
      label: "a file path",
    },
  ],
  // Hono's and lit's `html` template tags escape what they interpolate.
  sanitizers: [{ calls: ["hono/html#html", "lit#html", "lit-html#html"], kinds: ["xss"] }],
  assignSinks: [
    { index: "req.session", kind: "trust-boundary", label: "the session" },
    // Koa sends a string body as HTML when it starts with `<`: input at its start can make it so.
    // An object is sent as JSON, and JSON text or text after a literal that is not markup as text;
    // a type set before the body is kept.
    {
      property: "body",
      object: "ctx",
      kind: "xss",
      label: "the HTTP response",
      when: (w) =>
        !w.structured &&
        !/^\s*[^\s<]/.test(w.prefix ?? "") &&
        w.madeBy !== "JSON.stringify" &&
        !KOA_NOT_HTML_BEFORE.test(w.before),
    },
  ],
  // Chained calls (`res.status(404).send(…)`) keep the response.
  returnTypes: Object.fromEntries(
    ["status", "type", "set", "header", "append", "cookie", "clearCookie", "vary", "location"].map((m) => [
      `Response#${m}`,
      "Response",
    ]),
  ),
  typeHints: {
    Request: /^(req|request)$/,
    Response: /^(res|resp|response)$/,
    Context: /^ctx$/,
    HonoContext: /^c$/,
  },
};
