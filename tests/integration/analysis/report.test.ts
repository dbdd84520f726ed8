import { beforeAll, describe, expect, it } from "vitest";
import { bearer, errorCode, type SignedIn, signedInUser } from "../../helpers/accounts";
import { created, pasted, submit, waitForAnalysis } from "../../helpers/analysis";
import { api } from "../../helpers/api";

let user: SignedIn;
let analysisId: string;

beforeAll(async () => {
  user = await signedInUser("reports");
  analysisId = await created(await submit(user, pasted({ analysis_type: "standard" })));
  await waitForAnalysis(user, analysisId);
});

const report = (query: string, token = user.accessToken) =>
  api(`/api/analysis/${analysisId}/report${query}`, { headers: bearer(token) });

const expectations = {
  json: {
    type: "application/json",
    check: (body: Buffer) => JSON.parse(body.toString()).findings.length > 0,
  },
  sarif: {
    type: "application/sarif+json",
    check: (body: Buffer) => JSON.parse(body.toString()).version === "2.1.0",
  },
  csv: { type: "text/csv", check: (body: Buffer) => body.toString().split("\n").length > 2 },
  html: { type: "text/html", check: (body: Buffer) => /^<!DOCTYPE html>/i.test(body.toString()) },
  pdf: { type: "application/pdf", check: (body: Buffer) => body.subarray(0, 5).toString() === "%PDF-" },
} as const;

describe("GET /api/analysis/{id}/report", () => {
  it.each(Object.keys(expectations) as Array<keyof typeof expectations>)(
    "redirects to a short-lived download of the %s report, with its type and file name",
    async (format) => {
      const response = await report(`?format=${format}`);
      expect(response.status).toBe(302);
      const location = new URL(String(response.headers.location));
      expect(location.pathname).toContain(`/users/${user.userId}/analyses/${analysisId}/reports/`);
      expect(Number(location.searchParams.get("X-Amz-Expires"))).toBeLessThanOrEqual(300);
      expect(location.searchParams.get("response-content-type")).toContain(expectations[format].type);
      expect(location.searchParams.get("response-content-disposition")).toBe(
        `attachment; filename="security-report-${analysisId}.${format}"`,
      );
      const download = await fetch(location);
      expect(download.status).toBe(200);
      expect(expectations[format].check(Buffer.from(await download.arrayBuffer()))).toBe(true);
    },
  );

  it("defaults to json, keeps one cached object per format and options", async () => {
    const plain = new URL(String((await report("")).headers.location));
    const again = new URL(
      String((await report("?format=json&include_code=true&include_fixes=true")).headers.location),
    );
    expect(again.pathname).toBe(plain.pathname);
    const bare = new URL(
      String((await report("?format=json&include_code=false&include_fixes=false")).headers.location),
    );
    expect(bare.pathname).not.toBe(plain.pathname);
    const document = (await (await fetch(bare)).json()) as {
      findings: Array<{ snippet?: unknown; fix?: unknown }>;
    };
    expect(
      document.findings.every((finding) => finding.snippet === undefined && finding.fix === undefined),
    ).toBe(true);
  });

  it("answers 409 ANALYSIS_NOT_FINISHED while the analysis runs", async () => {
    const id = await created(await submit(user, pasted()));
    const response = await api(`/api/analysis/${id}/report`, { headers: bearer(user.accessToken) });
    if (response.status !== 302) {
      expect(response.status).toBe(409);
      expect(errorCode(response)).toBe("ANALYSIS_NOT_FINISHED");
    }
  });

  it("answers 400 for an unknown format and 404 for an unknown analysis", async () => {
    expect((await report("?format=docx")).status).toBe(400);
    const unknown = await api("/api/analysis/analysis_000000000000000000000000/report", {
      headers: bearer(user.accessToken),
    });
    expect(unknown.status).toBe(404);
    expect(errorCode(unknown)).toBe("ANALYSIS_NOT_FOUND");
  });
});

describe("GET /api/analysis/{id}/report with Accept: text/uri-list", () => {
  it("answers 200 with the download URL as the body instead of a redirect", async () => {
    const response = await api(`/api/analysis/${analysisId}/report?format=csv`, {
      headers: { ...bearer(user.accessToken), accept: "text/uri-list" },
    });
    expect(response.status).toBe(200);
    expect(String(response.headers["content-type"])).toMatch(/^text\/uri-list/);
    expect(response.headers.location).toBeUndefined();
    const link = new URL(response.text.trim());
    expect(link.searchParams.get("response-content-disposition")).toBe(
      `attachment; filename="security-report-${analysisId}.csv"`,
    );
    const download = await fetch(link);
    expect(download.status).toBe(200);
    // The object itself is an attachment, so a browser saves it even where the URL's override is ignored.
    expect(download.headers.get("content-disposition")).toBe(
      `attachment; filename="security-report-${analysisId}.csv"`,
    );
    expect(expectations.csv.check(Buffer.from(await download.arrayBuffer()))).toBe(true);
  });

  it("keeps the redirect for any other Accept, and the same errors", async () => {
    const other = await api(`/api/analysis/${analysisId}/report`, {
      headers: { ...bearer(user.accessToken), accept: "application/json" },
    });
    expect(other.status).toBe(302);
    const unknown = await api("/api/analysis/analysis_000000000000000000000000/report", {
      headers: { ...bearer(user.accessToken), accept: "text/uri-list" },
    });
    expect(unknown.status).toBe(404);
    expect(errorCode(unknown)).toBe("ANALYSIS_NOT_FOUND");
  });
});

describe("GET /api/analysis/{id}?include=findings", () => {
  it("adds the findings of a completed analysis, with snippet, trace and fix", async () => {
    const response = await api(`/api/analysis/${analysisId}?include=findings`, {
      headers: bearer(user.accessToken),
    });
    expect(response.status).toBe(200);
    const body = response.json<{
      total_vulnerabilities: number;
      findings: Array<{ file: string; start_line: number; trace: unknown[]; snippet?: { code: string } }>;
      findings_pagination: unknown;
    }>();
    expect(body.findings.length).toBe(body.total_vulnerabilities);
    expect(body.findings_pagination).toEqual({
      limit: 100,
      total_items: body.findings.length,
      has_next: false,
      next_cursor: null,
    });
    expect(body.findings.some((finding) => finding.trace.length > 0)).toBe(true);
    expect(body.findings.every((finding) => finding.snippet?.code)).toBe(true);
  });

  it("leaves them out without the parameter, and refuses an unknown include", async () => {
    const plain = await api(`/api/analysis/${analysisId}`, { headers: bearer(user.accessToken) });
    expect(plain.json().findings).toBeUndefined();
    const wrong = await api(`/api/analysis/${analysisId}?include=secrets`, {
      headers: bearer(user.accessToken),
    });
    expect(wrong.status).toBe(400);
    expect(errorCode(wrong)).toBe("INVALID_REQUEST");
  });
});
