import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { beforeAll, describe, expect, it } from "vitest";
import { createAnalysis } from "../../../lib/analysis/create";
import { analysisObjects } from "../../../lib/analysis/model";
import { bucketName, s3 } from "../../../lib/storage/client";
import { bearer, errorCode, errorDetails, type SignedIn, signedInUser } from "../../helpers/accounts";
import {
  created,
  createParkingQueue,
  parkFirstStage,
  pasted,
  principalOf,
  submit,
  waitForAnalysis,
} from "../../helpers/analysis";
import { api, uniqueClientIp } from "../../helpers/api";
import { pythonWithFindings } from "../../helpers/findings";

// GET /api/analysis/{id}/findings over the local stack: one pasted file with 270 findings (90 high,
// 180 medium at `mini`), stored by post-processing in page objects of 200, read back a page at a
// time with the cursor, filtered by severity, and compared with the JSON report. Analyses created
// in-process wait in a parking queue: one that never runs shows how an unfinished one answers.
parkFirstStage();

interface Finding {
  fingerprint: string;
  severity: string;
  file: string;
  start_line: number;
  snippet?: { code: string };
}
interface FindingsPage {
  findings: Finding[];
  pagination: { limit: number; total_items: number; has_next: boolean; next_cursor: string | null };
}

const manyFindings = pythonWithFindings(90);

let user: SignedIn;
let analysisId: string;

beforeAll(async () => {
  await createParkingQueue();
  user = await signedInUser("findings");
  analysisId = await created(await submit(user, pasted({ content: manyFindings, filename: "many.py" })));
  const done = await waitForAnalysis(user, analysisId, undefined, 120_000);
  expect(done.status).toBe("completed");
}, 180_000);

const findings = (query = "", id = analysisId, token = user.accessToken) =>
  api(`/api/analysis/${id}/findings${query}`, { headers: bearer(token) });

async function readAll(query: string): Promise<{ pages: FindingsPage[]; all: Finding[] }> {
  const pages: FindingsPage[] = [];
  let cursor: string | null = null;
  do {
    const response = await findings(`?${query}${cursor ? `&cursor=${cursor}` : ""}`);
    expect(response.status, response.text).toBe(200);
    const page = response.json<FindingsPage>();
    pages.push(page);
    cursor = page.pagination.next_cursor;
  } while (cursor && pages.length < 20);
  return { pages, all: pages.flatMap((page) => page.findings) };
}

describe("GET /api/analysis/{id}/findings", () => {
  it("stores the findings in page objects beside the result document", async () => {
    const prefix = analysisObjects.findingsPage(user.userId, analysisId, 0).replace(/0\.json\.gz$/, "");
    const listed = await s3().send(new ListObjectsV2Command({ Bucket: bucketName(), Prefix: prefix }));
    expect((listed.Contents ?? []).map((object) => object.Key?.slice(prefix.length)).sort()).toEqual([
      "0.json.gz",
      "1.json.gz",
    ]);
  });

  it("reads every finding a page at a time, in the report's order, across page objects", async () => {
    const { pages, all } = await readAll("limit=100");
    expect(pages.map((page) => page.findings.length)).toEqual([100, 100, 70]);
    expect(pages.map((page) => page.pagination.has_next)).toEqual([true, true, false]);
    expect(pages.every((page) => page.pagination.total_items === 270 && page.pagination.limit === 100)).toBe(
      true,
    );
    expect(new Set(all.map((finding) => finding.fingerprint)).size).toBe(270);
    expect(all.every((finding) => finding.snippet?.code)).toBe(true);

    const link = await api(`/api/analysis/${analysisId}/report?format=json`, {
      headers: bearer(user.accessToken),
    });
    const report = (await (await fetch(String(link.headers.location))).json()) as { findings: Finding[] };
    expect(all.map((finding) => finding.fingerprint)).toEqual(
      report.findings.map((finding) => finding.fingerprint),
    );
  });

  it("answers 50 by default, most severe first", async () => {
    const response = await findings();
    const page = response.json<FindingsPage>();
    expect(page.findings).toHaveLength(50);
    expect(page.pagination).toMatchObject({ limit: 50, total_items: 270, has_next: true });
    expect(page.findings[0]?.severity).toBe("high");
  });

  it("filters by severity", async () => {
    const medium = await readAll("severity=medium&limit=100");
    expect(medium.all).toHaveLength(180);
    expect(medium.all.every((finding) => finding.severity === "medium")).toBe(true);
    expect(medium.pages[0]?.pagination.total_items).toBe(180);
    const high = await readAll("severity=high&limit=100");
    expect(high.all).toHaveLength(90);
    expect(high.all.every((finding) => finding.severity === "high")).toBe(true);
    const none = await findings("?severity=critical");
    expect(none.json<FindingsPage>()).toEqual({
      findings: [],
      pagination: { limit: 50, total_items: 0, has_next: false, next_cursor: null },
    });
  });

  it("with include=findings, GET of the analysis carries the first 100 and the cursor for the rest", async () => {
    const response = await api(`/api/analysis/${analysisId}?include=findings`, {
      headers: bearer(user.accessToken),
    });
    const body = response.json<{ findings: Finding[]; findings_pagination: FindingsPage["pagination"] }>();
    expect(body.findings).toHaveLength(100);
    expect(body.findings_pagination).toMatchObject({ limit: 100, total_items: 270, has_next: true });
    const next = (await findings(`?cursor=${body.findings_pagination.next_cursor}`)).json<FindingsPage>();
    const second = (await findings("?limit=100")).json<FindingsPage>();
    expect(next.findings[0]?.fingerprint).toBe(
      (await findings(`?limit=100&cursor=${second.pagination.next_cursor}`)).json<FindingsPage>().findings[0]
        ?.fingerprint,
    );
  });

  it("refuses a bad limit, a cursor it did not issue, and a cursor outside the severity asked for", async () => {
    for (const query of ["?limit=0", "?limit=101", "?limit=ten", "?severity=urgent", "?cursor=a%2Fb"]) {
      const response = await findings(query);
      expect(response.status, query).toBe(400);
      expect(errorCode(response)).toBe("INVALID_REQUEST");
    }
    const forged = await findings(`?cursor=${Buffer.from("{}").toString("base64url")}`);
    expect(forged.status).toBe(400);
    expect(errorDetails(forged).fields).toEqual([{ field: "query.cursor", message: expect.any(String) }]);
    const medium = (await findings("?severity=medium")).json<FindingsPage>();
    const crossed = await findings(`?severity=high&cursor=${medium.pagination.next_cursor}`);
    expect(crossed.status).toBe(400);
  });

  it("answers 404 for an unknown analysis, 403 for another user's, 409 for one not completed", async () => {
    const unknown = await findings("", "analysis_000000000000000000000000");
    expect(unknown.status).toBe(404);
    expect(errorCode(unknown)).toBe("ANALYSIS_NOT_FOUND");
    const other = await signedInUser("findings-other");
    const foreign = await findings("", analysisId, other.accessToken);
    expect(foreign.status).toBe(403);
    const waiting = await createAnalysis(
      await principalOf(other),
      { source_type: "paste", analysis_type: "mini", content: "print(1)" },
      uniqueClientIp(),
    );
    const unfinished = await findings("", waiting.analysis_id, other.accessToken);
    expect(unfinished.status).toBe(409);
    expect(errorCode(unfinished)).toBe("ANALYSIS_NOT_FINISHED");
  });
});
