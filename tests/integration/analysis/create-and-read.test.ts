import { beforeAll, describe, expect, it } from "vitest";
import { bearer, errorCode, errorDetails, type SignedIn, signedInUser } from "../../helpers/accounts";
import {
  balanceOf,
  created,
  expectLedgerBalanced,
  ledgerOf,
  pasted,
  setBalance,
  setRole,
  submit,
  waitForAnalysis,
} from "../../helpers/analysis";
import { api } from "../../helpers/api";

let owner: SignedIn;
let stranger: SignedIn;

beforeAll(async () => {
  [owner, stranger] = await Promise.all([signedInUser("owner"), signedInUser("stranger")]);
});

describe("POST /api/analysis with pasted code", () => {
  it("answers 201 pending with the price, debits it with a ledger entry, and completes with a score", async () => {
    const before = await balanceOf(owner.userId);
    const response = await submit(owner, pasted({ analysis_type: "standard", title: "Flask app" }));
    const id = await created(response);
    expect(response.json()).toEqual({
      analysis_id: expect.stringMatching(/^analysis_[0-9a-f]{24}$/),
      status: "pending",
      created_at: expect.any(String),
      estimated_completion: expect.any(String),
      estimated_cost: 3,
      source_type: "paste",
      analysis_type: "standard",
      language: "python",
      title: "Flask app",
      options: {
        focus_areas: [],
        compliance_standards: [],
        exclude_patterns: [],
        include_tests: false,
        threat_model: "remote",
        max_file_size: 1048576,
      },
    });
    expect(await balanceOf(owner.userId)).toBe(before - 3);
    const debit = (await ledgerOf(owner.userId)).find((entry) => entry.reference === id);
    expect(debit).toMatchObject({ type: "debit", amount: -3, balance_after: before - 3 });

    const done = await waitForAnalysis(owner, id);
    expect(done).toMatchObject({
      status: "completed",
      progress: 100,
      current_stage: "completed",
      language: "python",
      credits_used: 3,
      completed_at: expect.any(String),
      security_score: expect.any(Number),
    });
    expect(done.total_vulnerabilities).toBeGreaterThanOrEqual(2);
    expect(done.error).toBeUndefined();
    await expectLedgerBalanced(owner.userId);
  });

  it("names the language in the create answer when the text or file name is clear, and says why not otherwise", async () => {
    const unclear = await submit(owner, pasted({ content: "x = compute(y)\n" }));
    const unclearId = await created(unclear);
    expect(unclear.json()).toMatchObject({
      language: null,
      language_reason: expect.stringMatching(/parsed/),
    });
    const java = await submit(
      owner,
      pasted({
        content:
          "public class A {\n  public static void main(String[] args) {\n    System.out.println(args[0]);\n  }\n}\n",
      }),
    );
    expect(java.json()).toMatchObject({ language: "java" });
    expect(java.json()).not.toHaveProperty("language_reason");
    const named = await submit(owner, pasted({ content: "x = compute(y)\n", filename: "tool.rb" }));
    expect(named.json()).toMatchObject({ language: "ruby" });
    const requested = await submit(owner, pasted({ language: "go" }));
    expect(requested.json()).toMatchObject({ language: "go" });
    // The engine decides the unclear one when it parses it.
    expect((await waitForAnalysis(owner, unclearId)).language).not.toBe("auto");
  });

  it("shows progress and the stage while it runs", async () => {
    const id = await created(await submit(owner, pasted()));
    const first = await api(`/api/analysis/${id}`, { headers: bearer(owner.accessToken) });
    expect(first.status).toBe(200);
    expect(first.json()).toMatchObject({
      analysis_id: id,
      status: expect.stringMatching(/^(pending|preprocessing|ai_analysis|post_processing|completed)$/),
      progress: expect.any(Number),
      current_stage: expect.any(String),
      created_at: expect.any(String),
      estimated_completion: expect.any(String),
      source_type: "paste",
      analysis_type: "mini",
      credits_used: 1,
    });
    await waitForAnalysis(owner, id);
  });

  it("ignores fields a client may not set (status, cost, owner)", async () => {
    const response = await submit(
      owner,
      pasted({ status: "completed", estimated_cost: 0, credits_used: 0, user_id: stranger.userId, price: 0 }),
    );
    const id = await created(response);
    expect(response.json()).toMatchObject({ status: "pending", estimated_cost: 1 });
    const mine = await api(`/api/analysis/${id}`, { headers: bearer(owner.accessToken) });
    expect(mine.status).toBe(200);
  });

  it("takes options.threat_model: local reports the environment's flow into a shell, remote (the default) does not", async () => {
    const content = [
      "import os",
      "import subprocess",
      "",
      "def deploy():",
      '    subprocess.call("deploy " + os.environ["TARGET"], shell=True)',
      "",
    ].join("\n");
    const local = await submit(owner, pasted({ content, options: { threat_model: "local" } }));
    const localId = await created(local);
    expect(local.json()).toMatchObject({ options: { threat_model: "local" } });
    const remote = await submit(owner, pasted({ content }));
    const remoteId = await created(remote);
    expect(remote.json()).toMatchObject({ options: { threat_model: "remote" } });
    const findingsOf = async (id: string) => {
      await waitForAnalysis(owner, id);
      const page = await api(`/api/analysis/${id}/findings`, { headers: bearer(owner.accessToken) });
      expect(page.status, page.text).toBe(200);
      return page.json<{ findings: Array<Record<string, unknown>> }>().findings;
    };
    expect(await findingsOf(localId)).toEqual([
      expect.objectContaining({
        rule_id: "command-injection",
        start_line: 5,
        severity: "high",
        confidence: "low",
        source_kind: "local",
      }),
    ]);
    expect(await findingsOf(remoteId)).toEqual([]);
    const read = await api(`/api/analysis/${localId}`, { headers: bearer(owner.accessToken) });
    expect(read.json()).toMatchObject({ options: { threat_model: "local" } });
  });

  it.each([
    [{ source_type: "paste", analysis_type: "mini" }, "body.content"],
    [{ source_type: "paste", analysis_type: "deep", content: "x" }, "body.analysis_type"],
    [{ source_type: "ftp", analysis_type: "mini", content: "x" }, "body.source_type"],
    [{ source_type: "paste", analysis_type: "mini", content: "x", language: "cobol" }, "body.language"],
    [{ ...pasted(), options: { exclude_patterns: ["src/[abc"] } }, "body.options"],
    [{ ...pasted(), options: { include_tests: "yes" } }, "body.options"],
    [{ ...pasted(), options: { max_file_size: 0 } }, "body.options"],
    [{ ...pasted(), options: { surprise: true } }, "body.options"],
    [{ ...pasted(), options: { threat_model: "everything" } }, "body.options.threat_model"],
    [{ source_type: "upload", analysis_type: "mini", content: "not base64 at all!" }, "body.content"],
    [{ source_type: "codehost", analysis_type: "mini", content: "https://evil.example/a/b" }, "body.content"],
  ])("answers 400 INVALID_REQUEST naming the field for %j", async (body, field) => {
    const before = await balanceOf(owner.userId);
    const response = await submit(owner, body);
    expect(response.status, response.text).toBe(400);
    expect(errorCode(response)).toBe("INVALID_REQUEST");
    const fields = errorDetails(response).fields as Array<{ field: string }>;
    expect(fields.map((entry) => entry.field).join(" ")).toContain(field);
    expect(await balanceOf(owner.userId)).toBe(before);
  });

  it("answers 402 INSUFFICIENT_CREDITS when the balance is short, and writes nothing", async () => {
    const poor = await signedInUser("poor");
    await setBalance(poor.userId, 2);
    const response = await submit(poor, pasted({ analysis_type: "standard" }));
    expect(response.status).toBe(402);
    expect(errorCode(response)).toBe("INSUFFICIENT_CREDITS");
    expect(errorDetails(response)).toMatchObject({ balance: 2, required: 3 });
    expect(await balanceOf(poor.userId)).toBe(2);
    const list = await api("/api/analysis", { headers: bearer(poor.accessToken) });
    expect(list.json<{ analyses: unknown[] }>().analyses).toEqual([]);
    await expectLedgerBalanced(poor.userId);
  });

  it("requires a valid token", async () => {
    const response = await api("/api/analysis", { json: pasted() });
    expect(response.status).toBe(401);
  });
});

describe("who may read an analysis", () => {
  let analysisId: string;

  beforeAll(async () => {
    analysisId = await created(await submit(owner, pasted()));
    await waitForAnalysis(owner, analysisId);
  });

  it("answers 403 to another user on every route that takes its id, and changes nothing", async () => {
    const routes: Array<[string, string]> = [
      ["GET", `/api/analysis/${analysisId}`],
      ["GET", `/api/analysis/${analysisId}/report`],
      ["POST", `/api/analysis/${analysisId}/cancel`],
      ["DELETE", `/api/analysis/${analysisId}`],
    ];
    for (const [method, path] of routes) {
      const response = await api(path, { method, headers: bearer(stranger.accessToken) });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(errorCode(response)).toBe("FORBIDDEN");
    }
    const still = await api(`/api/analysis/${analysisId}`, { headers: bearer(owner.accessToken) });
    expect(still.json()).toMatchObject({ status: "completed" });
  });

  it("answers 404 ANALYSIS_NOT_FOUND for any id that names no analysis, whatever its shape", async () => {
    for (const id of [
      "analysis_000000000000000000000000",
      "analysis_doesnotexist",
      "..%2Fetc",
      "x".repeat(300),
    ]) {
      for (const [method, path] of [
        ["GET", `/api/analysis/${id}`],
        ["GET", `/api/analysis/${id}/report`],
        ["POST", `/api/analysis/${id}/cancel`],
        ["DELETE", `/api/analysis/${id}`],
      ] as const) {
        const response = await api(path, { method, headers: bearer(owner.accessToken) });
        expect(response.status, `${method} ${path}`).toBe(404);
        expect(errorCode(response)).toBe("ANALYSIS_NOT_FOUND");
      }
    }
  });

  it("lets an admin read any analysis, but not cancel or delete it", async () => {
    const admin = await signedInUser("admin");
    await setRole(admin.userId, "admin");
    const read = await api(`/api/analysis/${analysisId}`, { headers: bearer(admin.accessToken) });
    expect(read.status).toBe(200);
    const removed = await api(`/api/analysis/${analysisId}`, {
      method: "DELETE",
      headers: bearer(admin.accessToken),
    });
    expect(removed.status).toBe(403);
  });
});
