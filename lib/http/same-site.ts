/**
 * Whether a browser sent this request on behalf of another site's page (cross-site request
 * forgery). Page scripts cannot set `Sec-Fetch-Site` or `Origin`, so the browser's own word is
 * taken; other clients set what they like but carry no victim's cookies. The decision by
 * `Sec-Fetch-Site`:
 *
 * - `same-origin`: the page has the service's own origin, under whatever host name or port it was
 *   opened (`127.0.0.1`, another `PORT`): accepted without consulting the allowed origins.
 * - `cross-site`: refused.
 * - `same-site`: a sibling on the same registrable domain, which covers another subdomain and,
 *   since sites ignore ports, any other server on the same host (`localhost:3005` is same-site to
 *   `localhost:3000`). Siblings may belong to others, so only an allowed `Origin` passes.
 * - `none`: the user started it (address bar, bookmark): no page asked for it; an `Origin`, if
 *   present, must still be allowed.
 * - absent (older browsers, non-browser clients): the `Origin` decides; without one the request is
 *   not browser-driven and passes.
 */
export function isCrossSiteRequest(
  headers: Record<string, string | undefined>,
  allowedOrigins: ReadonlySet<string>,
): boolean {
  const fetchSite = headers["sec-fetch-site"]?.toLowerCase();
  if (fetchSite === "same-origin") return false;
  if (fetchSite === "cross-site") return true;
  const origin = headers.origin;
  return origin !== undefined && !allowedOrigins.has(origin);
}
