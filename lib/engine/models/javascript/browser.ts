import type { EntryPointModel, LanguageModel } from "../types";

/**
 * A `message` listener (or `onmessage` handler) receives whatever any other window posts
 * (`event.data`, `event.origin`).
 */
export const browserEntryPoints: EntryPointModel[] = [
  {
    kind: "callback",
    receiver: "window",
    methods: /^addEventListener$/,
    firstArg: "message",
    property: "onmessage",
    mark: "MessageEvent",
  },
  {
    kind: "callback",
    receiver: "self",
    methods: /^addEventListener$/,
    firstArg: "message",
    property: "onmessage",
    mark: "MessageEvent",
  },
];

/** jQuery methods that parse a string argument as HTML. */
const JQUERY_HTML = [
  "html",
  "append",
  "prepend",
  "after",
  "before",
  "wrap",
  "wrapAll",
  "wrapInner",
  "replaceWith",
  "insertAfter",
  "insertBefore",
  "appendTo",
  "prependTo",
];

/** The DOM: location, cookies and messages in, HTML insertion out (open: see OpenSink). */
export const browserModel: Partial<LanguageModel> = {
  sources: [
    {
      members: [
        ...["location", "window.location", "document.location"].flatMap((l) =>
          ["hash", "search", "href", "pathname"].map((p) => `${l}.${p}`),
        ),
        "document.URL",
        "document.documentURI",
        "document.baseURI",
        "document.referrer",
      ],
      // Read in the browser, where the console is the developer tools' and no log is written.
      safeFor: ["log"],
      // A URL or a part of one starts with its scheme, `/`, `?` or `#`, never `<` (see the `$()` sink).
      marks: ["url-start"],
      label: "the browser location",
    },
    {
      members: ["document.cookie", "window.name"],
      safeFor: ["log"],
      label: "the page's cookies or window name",
    },
    { routeDecorators: /^MessageEvent$/, safeFor: ["log"], label: "a posted message" },
    // What the person at the page types into a prompt: their own input, as a console's is.
    { calls: ["prompt", "window#prompt"], label: "a prompt", local: true },
  ],
  sinks: [
    {
      calls: [
        "document#write",
        "document#writeln",
        "*#insertAdjacentHTML",
        "*#setHTMLUnsafe",
        "Range#createContextualFragment",
        "jsx#dangerouslySetInnerHTML",
      ],
      kind: "xss",
      label: "HTML output",
      open: true,
    },
    // Only `html()` is given markup alone: `append(node)` and the like take elements as often.
    { calls: ["$#html", "jQuery#html"], kind: "xss", label: "HTML output", open: true },
    {
      calls: JQUERY_HTML.filter((m) => m !== "html").flatMap((m) => [`$#${m}`, `jQuery#${m}`]),
      kind: "xss",
      label: "HTML output",
    },
    // `$(html)` builds elements from a string that starts with a tag (jQuery 1.9 on); `$("#" + id)`
    // is a selector, and so is the location or a part of it given first.
    {
      calls: ["$", "jQuery"],
      kind: "xss",
      args: [0],
      when: (c) => !/^\s*[^\s<]/.test(c.arg(0)?.prefix ?? ""),
      unless: "url-start",
      label: "HTML output",
    },
    // An attribute that runs its value (`onclick`) or renders it as a page (an iframe's `srcdoc`).
    // Not a URL attribute: the location's parts a page reads cannot start with `javascript:`.
    {
      calls: ["*#setAttribute", "$#attr", "jQuery#attr"],
      kind: "xss",
      args: [1],
      when: (c) => /^(on[a-z]+|srcdoc)$/i.test(String(c.arg(0)?.constant ?? "")),
      label: "an HTML attribute",
    },
    { calls: ["$#globalEval", "jQuery#globalEval"], kind: "code", args: [0], label: "code evaluation" },
    // `window[name](…)`: input picks which global function runs.
    {
      calls: ["window#[]", "self#[]", "globalThis#[]", "global#[]"],
      kind: "code",
      args: ["member"],
      label: "a global function picked by name",
    },
    {
      calls: ["location#assign", "location#replace", "window#open"],
      kind: "redirect",
      args: [0],
      label: "the location",
    },
  ],
  assignSinks: [
    ...["href", "pathname"].map((key) => ({
      index: "location",
      key,
      kind: "redirect" as const,
      label: "the location",
    })),
    // `window.location = url` navigates as `location.href = url` does.
    ...["window", "document", "self", "top", "parent"].map((object) => ({
      property: "location",
      object,
      kind: "redirect" as const,
      label: "the location",
    })),
    { property: "innerHTML", kind: "xss", label: "innerHTML", open: true },
    { property: "outerHTML", kind: "xss", label: "outerHTML", open: true },
    { property: "srcdoc", kind: "xss", label: "an iframe document", open: true },
  ],
  // `$(".inner")` and `jQuery(el)` make jQuery objects (`$el` by convention).
  returnTypes: {
    $: "jQuery",
    jQuery: "jQuery",
    "jQuery#parseHTML": "jQuery",
    "document#createRange": "Range",
    // DOMPurify made for a window (`createDOMPurify(new JSDOM("").window)` on a server).
    createDOMPurify: "DOMPurify",
    DOMPurify: "DOMPurify",
  },
  typeHints: { jQuery: /^\$\w+$/, Range: /^range$/, DOMPurify: /^(dom)?purif(y|ier)$/i },
  sanitizers: [
    {
      calls: [
        "DOMPurify#sanitize",
        "dompurify#sanitize",
        "isomorphic-dompurify#sanitize",
        "sanitizeHtml",
        "sanitize-html",
        "xss",
        "escapeHtml",
        "escape-html",
        "he#encode",
        "validator#escape",
        "_#escape",
        "lodash#escape",
        // escape-html under its other usual name, and the global `escape()`, which percent-encodes `<`.
        "escape",
        "htmlEscape",
        "escapeHTML",
        ...["encode", "escape", "encodeHTML", "escapeUTF8"].flatMap((f) => [
          `html-entities#${f}`,
          `entities#${f}`,
        ]),
      ],
      kinds: ["xss"],
    },
  ],
};
