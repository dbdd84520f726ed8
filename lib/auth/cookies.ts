// The refresh token travels in an HttpOnly, Secure, SameSite=Strict cookie limited to the auth
// routes, so scripts cannot read it and other paths and sites never receive it. The spec fixes its
// name, `refresh_token`, which rules out the `__Secure-` prefix.

export const refreshCookieName = "refresh_token";
const cookiePath = "/api/auth";

export function refreshCookie(token: string, expiresAt: number): string {
  const maxAge = Math.max(0, expiresAt - Math.floor(Date.now() / 1000));
  return `${refreshCookieName}=${token}; Path=${cookiePath}; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=Strict`;
}

export function clearedRefreshCookie(): string {
  return `${refreshCookieName}=; Path=${cookiePath}; Max-Age=0; HttpOnly; Secure; SameSite=Strict`;
}
