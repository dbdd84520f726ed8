import { AppError } from "../http/errors";
import type { TextResult } from "../http/response";
import type { HttpEvent } from "../http/route";
import { consoleFile } from "../web/console-assets";

/**
 * Preflights are answered empty (the CORS middleware adds its headers); a GET outside the API
 * paths is the web console's; anything else is unknown.
 */
export async function answerUnknownRoute(event: HttpEvent): Promise<TextResult | undefined> {
  const method = event.requestContext?.http?.method ?? "GET";
  const path = event.rawPath ?? "/";
  if (method === "OPTIONS") return undefined;
  if ((method === "GET" || method === "HEAD") && !isApiPath(path)) return consoleFile(path);
  throw new AppError("NOT_FOUND", `No route for ${method} ${path}`);
}

function isApiPath(path: string): boolean {
  return path === "/api" || path.startsWith("/api/") || path === "/health" || path === "/openapi.json";
}
