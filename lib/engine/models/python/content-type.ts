import type { CallFacts } from "../types";

/**
 * Whether a response is read as a page: one declared as another type (`content_type="application/json"`,
 * Flask's `mimetype="text/plain"`) is not markup to the browser. Without a declaration it is HTML.
 */
export function servesHtml(c: CallFacts): boolean {
  const type = c.keyword("content_type")?.constant ?? c.keyword("mimetype")?.constant;
  return typeof type !== "string" || /html|xml|svg/i.test(type);
}
