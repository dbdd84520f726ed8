import type { LanguageModel } from "../types";

/** The DOM: location, cookies and messages in, HTML insertion out. */
export const browserModel: Partial<LanguageModel> = {
  sources: [
    {
      members: [
        "location.hash",
        "location.search",
        "location.href",
        "window.location.hash",
        "window.location.search",
        "window.location.href",
        "document.location.hash",
        "document.location.search",
        "document.location.href",
        "document.URL",
        "document.documentURI",
        "document.referrer",
        "document.cookie",
        "window.name",
      ],
      label: "the browser location",
    },
  ],
  sinks: [
    {
      calls: ["document#write", "document#writeln", "*#insertAdjacentHTML", "jsx#dangerouslySetInnerHTML"],
      kind: "xss",
      label: "HTML output",
    },
    { calls: ["$#html", "jQuery#html"], kind: "xss", label: "HTML output" },
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
    { property: "innerHTML", kind: "xss", label: "innerHTML" },
    { property: "outerHTML", kind: "xss", label: "outerHTML" },
    { property: "srcdoc", kind: "xss", label: "an iframe document" },
  ],
  sanitizers: [
    {
      calls: [
        "DOMPurify#sanitize",
        "dompurify#sanitize",
        "isomorphic-dompurify#sanitize",
        "sanitizeHtml",
        "xss",
        "escapeHtml",
        "escape-html",
        "he#encode",
        "validator#escape",
        "_#escape",
        "lodash#escape",
      ],
      kinds: ["xss"],
    },
  ],
};
