import { AppError } from "../http/errors";
import type { HttpEvent } from "../http/route";

/** Preflights are answered empty (the CORS middleware adds its headers); anything else is unknown. */
export function answerUnknownRoute(event: HttpEvent): undefined {
  const method = event.requestContext?.http?.method ?? "GET";
  if (method === "OPTIONS") return undefined;
  throw new AppError("NOT_FOUND", `No route for ${method} ${event.rawPath ?? "/"}`);
}
