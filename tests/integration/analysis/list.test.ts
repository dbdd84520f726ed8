import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import { createAnalysis } from "../../../lib/analysis/create";
import { analysisKeys } from "../../../lib/analysis/model";
import type { CreateAnalysisBody } from "../../../lib/analysis/routes";
import { db, tableName } from "../../../lib/db/client";
import { bearer, errorCode, type SignedIn, signedInUser } from "../../helpers/accounts";
import {
  createParkingQueue,
  parkFirstStage,
  principalOf,
  setBalance,
  vulnerablePython,
} from "../../helpers/analysis";
import { api, uniqueClientIp } from "../../helpers/api";

// The list over its filters and page boundaries. The analyses are created in-process with the
// first stage parked, then given the statuses under test, so nothing moves while the test reads.
parkFirstStage();

let user: SignedIn;
const made: Array<{
  id: string;
  created_at: string;
  status: string;
  analysis_type: string;
  language: string;
}> = [];

const plan: Array<{ status: string; analysis_type: "mini" | "standard"; language?: "python" | "java" }> = [
  { status: "pending", analysis_type: "mini", language: "python" },
  { status: "preprocessing", analysis_type: "mini" },
  { status: "ai_analysis", analysis_type: "standard", language: "java" },
  { status: "post_processing", analysis_type: "mini" },
  { status: "completed", analysis_type: "standard", language: "python" },
  { status: "completed", analysis_type: "mini", language: "java" },
  { status: "completed", analysis_type: "mini", language: "python" },
  { status: "failed", analysis_type: "standard" },
  { status: "failed", analysis_type: "mini", language: "python" },
  { status: "cancelled", analysis_type: "mini" },
  { status: "completed", analysis_type: "mini" },
  { status: "pending", analysis_type: "standard", language: "java" },
];

async function setStatus(id: string, status: string): Promise<void> {
  const done = status === "completed";
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: analysisKeys.item(id),
      UpdateExpression: `SET #status = :status${done ? ", security_score = :score, total_vulnerabilities = :total, completed_at = :at" : ""}`,
      ExpressionAttributeNames: { "#status": "status" },
      ExpressionAttributeValues: {
        ":status": status,
        ...(done ? { ":score": 77, ":total": 2, ":at": new Date().toISOString() } : {}),
      },
    }),
  );
}

beforeAll(async () => {
  await createParkingQueue();
  user = await signedInUser("lister");
  await setBalance(user.userId, 1000);
  for (const entry of plan) {
    const body: CreateAnalysisBody = {
      source_type: "paste",
      analysis_type: entry.analysis_type,
      content: vulnerablePython,
      ...(entry.language ? { language: entry.language } : {}),
    };
    const answer = await createAnalysis(await principalOf(user), body, uniqueClientIp());
    await setStatus(answer.analysis_id, entry.status);
    made.push({
      id: answer.analysis_id,
      created_at: answer.created_at,
      status: entry.status,
      analysis_type: entry.analysis_type,
      // Pasted Python without a language is named at creation from its text.
      language: entry.language ?? "python",
    });
    // Distinct creation times, so the time filters have clean boundaries.
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
});

interface ListBody {
  analyses: Array<Record<string, unknown> & { analysis_id: string }>;
  pagination: Record<string, unknown>;
}

async function list(query: string): Promise<ListBody> {
  const response = await api(`/api/analysis${query}`, { headers: bearer(user.accessToken) });
  expect(response.status, response.text).toBe(200);
  return response.json<ListBody>();
}

const newestFirst = () => [...made].reverse();
const ids = (body: ListBody) => body.analyses.map((analysis) => analysis.analysis_id);

describe("GET /api/analysis", () => {
  it("lists the caller's analyses newest first with the spec's fields and pagination", async () => {
    const body = await list("");
    expect(ids(body)).toEqual(newestFirst().map((entry) => entry.id));
    expect(body.pagination).toEqual({
      page: 1,
      limit: 20,
      total_items: 12,
      total_pages: 1,
      has_next: false,
      has_previous: false,
    });
    const completed = body.analyses.find((analysis) => analysis.status === "completed");
    expect(Object.keys(completed ?? {}).sort()).toEqual(
      [
        "analysis_id",
        "analysis_type",
        "completed_at",
        "created_at",
        "credits_used",
        "language",
        "security_score",
        "source_type",
        "status",
        "title",
        "total_vulnerabilities",
      ].sort(),
    );
    expect(completed).toMatchObject({ security_score: 77, total_vulnerabilities: 2 });
  });

  it("shows nobody else's analyses", async () => {
    const other = await signedInUser("other-lister");
    const response = await api("/api/analysis", { headers: bearer(other.accessToken) });
    expect(response.json<ListBody>().analyses).toEqual([]);
  });

  it("matches every unfinished analysis with status=pending", async () => {
    const body = await list("?status=pending");
    const unfinished = ["pending", "preprocessing", "ai_analysis", "post_processing"];
    expect(ids(body)).toEqual(
      newestFirst()
        .filter((entry) => unfinished.includes(entry.status))
        .map((entry) => entry.id),
    );
    expect(body.pagination.total_items).toBe(5);
  });

  it.each(["completed", "failed", "cancelled"])("filters status=%s", async (status) => {
    const body = await list(`?status=${status}`);
    expect(ids(body)).toEqual(
      newestFirst()
        .filter((entry) => entry.status === status)
        .map((entry) => entry.id),
    );
  });

  it("filters by analysis_type, language and source_type, alone and together", async () => {
    expect(ids(await list("?analysis_type=standard"))).toEqual(
      newestFirst()
        .filter((entry) => entry.analysis_type === "standard")
        .map((entry) => entry.id),
    );
    expect(ids(await list("?language=Java"))).toEqual(
      newestFirst()
        .filter((entry) => entry.language === "java")
        .map((entry) => entry.id),
    );
    expect(ids(await list("?language=python&status=completed&analysis_type=mini"))).toEqual(
      newestFirst()
        .filter(
          (entry) =>
            entry.language === "python" && entry.status === "completed" && entry.analysis_type === "mini",
        )
        .map((entry) => entry.id),
    );
    expect((await list("?source_type=paste")).pagination.total_items).toBe(12);
    expect((await list("?source_type=upload")).pagination.total_items).toBe(0);
  });

  it("filters by creation time: created_after inclusive, created_before exclusive", async () => {
    const fourth = made[3] as (typeof made)[number];
    const ninth = made[8] as (typeof made)[number];
    const after = await list(`?created_after=${encodeURIComponent(fourth.created_at)}`);
    expect(ids(after)).toEqual(
      newestFirst()
        .slice(0, 9)
        .map((entry) => entry.id),
    );
    const before = await list(`?created_before=${encodeURIComponent(fourth.created_at)}`);
    expect(ids(before)).toEqual(
      made
        .slice(0, 3)
        .reverse()
        .map((entry) => entry.id),
    );
    const between = await list(
      `?created_after=${encodeURIComponent(fourth.created_at)}&created_before=${encodeURIComponent(ninth.created_at)}`,
    );
    expect(ids(between)).toEqual(
      made
        .slice(3, 8)
        .reverse()
        .map((entry) => entry.id),
    );
  });

  it("pages through the results at every boundary", async () => {
    const all = newestFirst().map((entry) => entry.id);
    const first = await list("?limit=5");
    expect(ids(first)).toEqual(all.slice(0, 5));
    expect(first.pagination).toEqual({
      page: 1,
      limit: 5,
      total_items: 12,
      total_pages: 3,
      has_next: true,
      has_previous: false,
    });
    const middle = await list("?limit=5&page=2");
    expect(ids(middle)).toEqual(all.slice(5, 10));
    expect(middle.pagination).toMatchObject({ has_next: true, has_previous: true });
    const last = await list("?limit=5&page=3");
    expect(ids(last)).toEqual(all.slice(10));
    expect(last.pagination).toMatchObject({ has_next: false, has_previous: true });
    const beyond = await list("?limit=5&page=4");
    expect(beyond.analyses).toEqual([]);
    expect(beyond.pagination).toMatchObject({ page: 4, total_pages: 3, has_next: false, has_previous: true });
    expect(ids(await list("?limit=1"))).toEqual(all.slice(0, 1));
    expect(ids(await list("?limit=100"))).toEqual(all);
    const exact = await list("?limit=12");
    expect(exact.pagination).toMatchObject({ total_pages: 1, has_next: false });
  });

  it.each([
    "?limit=0",
    "?limit=101",
    "?limit=-5",
    "?limit=ten",
    "?page=0",
    "?page=1.5",
    "?status=running",
    "?analysis_type=deep",
    "?source_type=email",
    "?created_after=last-week",
    "?created_after=2025-02-01T00:00:00Z&created_before=2025-01-01T00:00:00Z",
  ])("answers 400 INVALID_REQUEST for %s", async (query) => {
    const response = await api(`/api/analysis${query}`, { headers: bearer(user.accessToken) });
    expect(response.status).toBe(400);
    expect(errorCode(response)).toBe("INVALID_REQUEST");
  });
});
