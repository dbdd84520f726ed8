import type { LanguageModel } from "../types";

/**
 * Headless browsers and HTML renderers run on the server: a page opened at, or built from, input
 * makes the server fetch what the input names (and run its scripts there). Markup or script handed
 * to the page is open (see OpenSink): a function that renders its parameter runs every caller's
 * scripts; an address it opens is taken as given, as a fetch's is.
 */
export const headlessModel: Partial<LanguageModel> = {
  sinks: [
    {
      calls: ["Page#goto", "Page#open", "Page#openUrl"],
      kind: "ssrf",
      args: [0],
      label: "a headless browser page",
    },
    {
      calls: [
        "Page#setContent",
        "Page#evaluateJavaScript",
        "Page#evaluate",
        "Page#evaluateOnNewDocument",
        "Page#addInitScript",
        "Page#addScriptTag",
        "BrowserContext#addInitScript",
      ],
      kind: "ssrf",
      args: [0],
      label: "a headless browser page",
      open: true,
    },
    {
      calls: ["Page#property", "Page#setting"],
      kind: "ssrf",
      args: [1],
      when: (c) => ["content", "url"].includes(String(c.arg(0)?.constant ?? "")),
      label: "a headless browser page",
    },
    // The Chrome DevTools protocol (chrome-remote-interface) runs the expression in the page.
    {
      calls: ["Runtime#evaluate", "Runtime#compileScript"],
      kind: "ssrf",
      args: [0],
      fields: ["expression"],
      label: "a headless browser page",
      open: true,
    },
    {
      calls: ["Page#setDocumentContent", "Page#printToPDF"],
      kind: "ssrf",
      args: [0],
      fields: ["html", "headerTemplate", "footerTemplate"],
      label: "a headless browser page",
      open: true,
    },
    { calls: ["Page#navigate"], kind: "ssrf", args: [0], fields: ["url"], label: "a headless browser page" },
    {
      calls: ["wkhtmltopdf", "wkhtmltoimage#generate", "html-pdf#create"],
      kind: "ssrf",
      args: [0],
      label: "an HTML renderer",
      open: true,
    },
  ],
  returnTypes: {
    "Browser#newPage": "Page",
    "Browser#newContext": "BrowserContext",
    "BrowserContext#newPage": "Page",
    "Instance#createPage": "Page",
  },
  typeHints: {
    Page: /^(page|\w*Page)$/,
    Browser: /^browser$/,
    BrowserContext: /^context$/,
    Instance: /^instance$/,
    Runtime: /^Runtime$/,
  },
};
