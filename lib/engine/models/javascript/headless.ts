import type { LanguageModel } from "../types";

/**
 * Headless browsers and HTML renderers run on the server: a page opened at, or built from, input
 * makes the server fetch what the input names (and run its scripts there).
 */
export const headlessModel: Partial<LanguageModel> = {
  sinks: [
    {
      calls: [
        "Page#goto",
        "Page#setContent",
        "Page#open",
        "Page#openUrl",
        "Page#evaluateJavaScript",
        "Page#evaluate",
        "Page#evaluateOnNewDocument",
        "Page#addInitScript",
        "Page#addScriptTag",
      ],
      kind: "ssrf",
      args: [0],
      label: "a headless browser page",
    },
    {
      calls: ["Page#property", "Page#setting"],
      kind: "ssrf",
      args: [1],
      when: (c) => ["content", "url"].includes(String(c.arg(0)?.constant ?? "")),
      label: "a headless browser page",
    },
    {
      calls: ["wkhtmltopdf", "wkhtmltoimage#generate", "html-pdf#create"],
      kind: "ssrf",
      args: [0],
      label: "an HTML renderer",
    },
  ],
  returnTypes: { "Browser#newPage": "Page", "BrowserContext#newPage": "Page", "Instance#createPage": "Page" },
  typeHints: { Page: /^(page|\w*Page)$/, Browser: /^browser$/, Instance: /^instance$/ },
};
