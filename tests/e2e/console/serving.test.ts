import { describe, expect, it } from "vitest";
import { lastMailTo, register, uniqueEmail } from "../../helpers/accounts";
import { api } from "../../helpers/api";

// The console's files come from the bucket through the API's catch-all route, with a strict policy.

describe("web console files", () => {
  it("serves the page for any console path, with a Content-Security-Policy that allows no inline script", async () => {
    for (const path of ["/", "/reset-password?token=abc", "/analyses/analysis_123"]) {
      const response = await api(path);
      expect(response.status, path).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.text).toContain('<div id="app">');
      expect(response.headers["cache-control"]).toBe("no-cache");
      const policy = String(response.headers["content-security-policy"]);
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("connect-src 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toContain("unsafe-inline");
      expect(policy).not.toContain("sandbox");
      // Copy buttons may write the clipboard; every other browser feature stays denied.
      const features = String(response.headers["permissions-policy"]);
      expect(features).toContain("clipboard-write=(self)");
      expect(features).toContain("clipboard-read=()");
      expect(features).toContain("camera=()");
      // The page loads its script from a file, never inline.
      expect(response.text).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    }
  });

  it("serves the hashed script and styles with long caching", async () => {
    const page = await api("/");
    const script = /src="(\/assets\/main-[A-Z0-9]+\.js)"/.exec(page.text)?.[1];
    const style = /href="(\/assets\/main-[A-Z0-9]+\.css)"/.exec(page.text)?.[1];
    expect(script).toBeDefined();
    expect(style).toBeDefined();
    const js = await api(script as string);
    expect(js.status).toBe(200);
    expect(js.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(js.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const css = await api(style as string);
    expect(css.status).toBe(200);
    expect(css.headers["content-type"]).toMatch(/^text\/css/);
  });

  it("answers 404 in the envelope for missing files, paths that climb out and unknown API routes", async () => {
    for (const path of [
      "/assets/missing-ABC.js",
      "/assets/..%2f..%2fanalyses%2fsecret.json",
      "/..%2F..%2Fetc%2Fpasswd.txt",
      "/favicon.exe",
    ]) {
      const response = await api(path);
      expect(response.status, path).toBe(404);
      expect(response.json<{ error: { code: string } }>().error.code).toBe("NOT_FOUND");
    }
    const unknownApi = await api("/api/v1/nothing-here");
    expect(unknownApi.status).toBe(404);
    expect(unknownApi.headers["content-type"]).toMatch(/^application\/json/);
    const post = await api("/sign-in", { method: "POST", json: {} });
    expect(post.status).toBe(404);
  });
});

describe("links a person follows in a browser", () => {
  const navigation = { accept: "text/html,application/xhtml+xml", "sec-fetch-mode": "navigate" };

  it("sends the verification link's navigation to the console page, and API clients keep JSON", async () => {
    const email = uniqueEmail("navigate");
    await register(email);
    const link = new URL(lastMailTo(email, /confirm/i).links[0] as string);
    const path = link.pathname + link.search;
    const first = await api(path, { headers: navigation });
    expect(first.status).toBe(302);
    expect(first.headers.location).toBe("/verify-email?status=verified");
    const again = await api(path, { headers: navigation });
    expect(again.status).toBe(302);
    expect(again.headers.location).toBe("/verify-email?error=INVALID_VERIFICATION_TOKEN&reason=token_used");
    const json = await api(path);
    expect(json.status).toBe(400);
    expect(json.json<{ error: { code: string } }>().error.code).toBe("INVALID_VERIFICATION_TOKEN");
  });
});
