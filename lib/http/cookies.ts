import type { HttpEvent } from "./route";

/** Request cookies by name; API Gateway's payload 2.0 hands them over apart from the headers. */
export function parseCookies(event: HttpEvent): Record<string, string> {
  const cookies: Record<string, string> = {};
  const pairs = event.cookies ?? (event.headers?.cookie ?? "").split(";");
  for (const pair of pairs) {
    const index = pair.indexOf("=");
    if (index <= 0) continue;
    const name = pair.slice(0, index).trim();
    if (!(name in cookies)) cookies[name] = pair.slice(index + 1).trim();
  }
  return cookies;
}
