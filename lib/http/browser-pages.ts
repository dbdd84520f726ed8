import { AppError } from "./errors";
import { HttpResult, redirect } from "./response";

/**
 * Links a person follows in a browser (the e-mailed verification link, the identity provider's
 * return) land on the API. A browser navigation is sent on to a web console page with the outcome
 * in the query; API clients keep the JSON answer.
 */
export function isBrowserNavigation(headers: Record<string, string | undefined>): boolean {
  if (headers["sec-fetch-mode"] === "navigate") return true;
  return (headers.accept ?? "").split(",")[0]?.trim().toLowerCase() === "text/html";
}

/**
 * Runs `action`; for a browser navigation answers a redirect to `page` with `status=<status>`, or
 * with `error=<code>&reason=<reason>` when the action refuses, keeping the cookies it sets.
 */
export async function answerForBrowser(
  headers: Record<string, string | undefined>,
  page: string,
  status: string,
  action: () => Promise<unknown>,
  failedPage = page,
): Promise<unknown> {
  if (!isBrowserNavigation(headers)) return action();
  try {
    const result = await action();
    const cookies = result instanceof HttpResult ? result.cookies : [];
    return redirect(`${page}?${new URLSearchParams({ status })}`, cookies);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const reason = typeof error.details?.reason === "string" ? error.details.reason : "";
    return redirect(`${failedPage}?${new URLSearchParams({ error: error.code, reason })}`);
  }
}
