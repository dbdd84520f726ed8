import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { keys } from "../../../lib/accounts/keys";
import { storeProviderToken } from "../../../lib/accounts/provider-tokens";
import { bearer, errorCode, type SignedIn, signedInUser } from "../../helpers/accounts";
import {
  balanceOf,
  created,
  expectLedgerBalanced,
  ledgerOf,
  submit,
  vulnerablePython,
  waitForAnalysis,
} from "../../helpers/analysis";
import { api, uniqueClientIp } from "../../helpers/api";
import { tarGzArchive, zipArchive } from "../../helpers/archives";
import { setAttributes } from "../../helpers/table";

// Every way of submitting code, through the whole pipeline, and the hostile archives that must
// fail cleanly: with a reason, without harm, and with the credits back.

let user: SignedIn;

beforeAll(async () => {
  user = await signedInUser("sources");
});

const project = () =>
  zipArchive([
    { name: "app/" },
    { name: "app/views.py", content: vulnerablePython },
    { name: "app/generated/schema.py", content: vulnerablePython },
    { name: "tests/test_views.py", content: "import os\nos.system('echo ' + input())\n" },
    { name: "README.md", content: "# demo" },
  ]);

async function findingsOf(id: string): Promise<Array<{ file: string; cwe: number[] }>> {
  const report = await api(`/api/analysis/${id}/report?format=json`, { headers: bearer(user.accessToken) });
  expect(report.status).toBe(302);
  const download = await fetch(String(report.headers.location));
  const document = (await download.json()) as { findings: Array<{ file: string; cwe: number[] }> };
  return document.findings;
}

describe("uploads", () => {
  it("analyses a base64 .zip, applying exclude_patterns and leaving tests out by default", async () => {
    const id = await created(
      await submit(user, {
        source_type: "upload",
        analysis_type: "standard",
        content: project().toString("base64"),
        options: { exclude_patterns: ["app/generated/**"] },
      }),
    );
    const done = await waitForAnalysis(user, id);
    // README.md reaches the engine but is no source code: skipped there, with its reason.
    expect(done).toMatchObject({ status: "completed", language: "python", files_analyzed: 1 });
    const files = new Set((await findingsOf(id)).map((finding) => finding.file));
    expect([...files]).toEqual(["app/views.py"]);
  });

  it("includes test files when asked", async () => {
    const id = await created(
      await submit(user, {
        source_type: "upload",
        analysis_type: "mini",
        content: project().toString("base64"),
        options: { include_tests: true },
      }),
    );
    expect(await waitForAnalysis(user, id)).toMatchObject({ status: "completed", files_analyzed: 3 });
  });

  it("analyses a base64 .tar.gz", async () => {
    const archive = await tarGzArchive([{ name: "src/app.py", content: vulnerablePython }]);
    const id = await created(
      await submit(user, {
        source_type: "upload",
        analysis_type: "standard",
        content: archive.toString("base64"),
      }),
    );
    const done = await waitForAnalysis(user, id);
    expect(done.status).toBe("completed");
    expect((await findingsOf(id)).some((finding) => finding.cwe.includes(78))).toBe(true);
  });

  it("analyses a single file given as text with its file name", async () => {
    const id = await created(
      await submit(user, {
        source_type: "upload",
        analysis_type: "standard",
        content: vulnerablePython,
        filename: "views.py",
      }),
    );
    expect(await waitForAnalysis(user, id)).toMatchObject({ status: "completed", language: "python" });
    expect((await findingsOf(id)).every((finding) => finding.file === "views.py")).toBe(true);
  });

  it("takes a multipart/form-data upload with a file part", async () => {
    const boundary = "----analysis-test-boundary";
    const archive = project();
    const field = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const body = Buffer.concat([
      Buffer.from(field("source_type", "upload")),
      Buffer.from(field("analysis_type", "mini")),
      Buffer.from(field("options", JSON.stringify({ include_tests: true }))),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="project.zip"\r\nContent-Type: application/zip\r\n\r\n`,
      ),
      archive,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await api("/api/analysis", {
      method: "POST",
      body,
      headers: { ...bearer(user.accessToken), "content-type": `multipart/form-data; boundary=${boundary}` },
      clientIp: uniqueClientIp(),
    });
    const id = await created(response);
    expect(await waitForAnalysis(user, id)).toMatchObject({ status: "completed", files_analyzed: 3 });
  });

  it("takes an archive PUT to a presigned URL, once", async () => {
    const upload = await api("/api/analysis/uploads", {
      json: { filename: "project.zip" },
      headers: bearer(user.accessToken),
    });
    expect(upload.status).toBe(201);
    const { upload_id, upload_url, method, max_bytes } = upload.json<{
      upload_id: string;
      upload_url: string;
      method: string;
      max_bytes: number;
    }>();
    expect(method).toBe("PUT");
    expect(max_bytes).toBeGreaterThan(1024 * 1024);
    expect(new URL(upload_url).searchParams.get("X-Amz-Expires")).toBe("300");
    const put = await fetch(upload_url, { method: "PUT", body: project() });
    expect(put.status).toBe(200);
    const id = await created(await submit(user, { source_type: "upload", analysis_type: "mini", upload_id }));
    expect(await waitForAnalysis(user, id)).toMatchObject({ status: "completed", files_analyzed: 2 });

    const again = await submit(user, { source_type: "upload", analysis_type: "mini", upload_id });
    expect(again.status).toBe(400);
    expect(errorCode(again)).toBe("INVALID_REQUEST");
    const stranger = await signedInUser("upload-stranger");
    const theirs = await api("/api/analysis", {
      json: { source_type: "upload", analysis_type: "mini", upload_id },
      headers: bearer(stranger.accessToken),
      clientIp: uniqueClientIp(),
    });
    expect(theirs.status).toBe(400);
  });

  it("refuses an upload_id with nothing uploaded yet", async () => {
    const upload = await api("/api/analysis/uploads", { json: {}, headers: bearer(user.accessToken) });
    const { upload_id } = upload.json<{ upload_id: string }>();
    const response = await submit(user, { source_type: "upload", analysis_type: "mini", upload_id });
    expect(response.status).toBe(400);
  });
});

describe("hostile archives fail with a reason and a refund", () => {
  const cases: Array<[string, () => Promise<Buffer> | Buffer, RegExp]> = [
    ["zip slip", () => zipArchive([{ name: "../../evil.py", content: "x = 1" }]), /outside the archive/],
    ["an absolute path", () => zipArchive([{ name: "/etc/cron.d/evil", content: "x" }]), /absolute path/],
    [
      "a symbolic link",
      () => zipArchive([{ name: "link.py", content: "/etc/passwd", mode: 0o120777 }]),
      /link/,
    ],
    [
      "a zip bomb",
      () => zipArchive([{ name: "zeros.py", content: Buffer.alloc(300 * 1024 * 1024) }]),
      /unpacks to more than/,
    ],
    [
      "too many files",
      () => zipArchive(Array.from({ length: 10_001 }, (_, index) => ({ name: `f${index}.py`, content: "" }))),
      /more than 10000 entries/,
    ],
    [
      "a tar link",
      () =>
        tarGzArchive([
          { name: "a.py", content: "x" },
          { name: "b.py", type: "symlink", linkname: "/etc/passwd" },
        ]),
      /symlink/,
    ],
  ];

  it.each(cases)("%s", async (_name, build, reason) => {
    const before = await balanceOf(user.userId);
    const archive = await build();
    const id = await created(
      await submit(user, {
        source_type: "upload",
        analysis_type: "mini",
        content: archive.toString("base64"),
      }),
    );
    const done = await waitForAnalysis(user, id);
    expect(done).toMatchObject({ status: "failed", credits_used: 0, error: { code: "INVALID_SOURCE" } });
    expect(String((done.error as { message: string }).message)).toMatch(reason);
    expect(await balanceOf(user.userId)).toBe(before);
    expect(
      (await ledgerOf(user.userId))
        .filter((entry) => entry.reference === id)
        .map((entry) => entry.type)
        .sort(),
    ).toEqual(["debit", "refund"]);
    await expectLedgerBalanced(user.userId);
  });
});

describe("repositories on the code host", () => {
  const web = () => inject("codehostWebUrl");

  it("fetches, unpacks and analyses a repository", async () => {
    const id = await created(
      await submit(user, {
        source_type: "codehost",
        analysis_type: "standard",
        content: `${web()}/acme/flask-shop@main`,
      }),
    );
    const done = await waitForAnalysis(user, id);
    expect(done).toMatchObject({ status: "completed", language: "python" });
    const findings = await findingsOf(id);
    const cwes = new Set(findings.flatMap((finding) => finding.cwe));
    expect(cwes.has(89)).toBe(true);
    expect(cwes.has(78)).toBe(true);
    expect(findings.every((finding) => finding.file.startsWith("shop/"))).toBe(true);
  });

  it.each([
    ["another host", "https://elsewhere.example/acme/flask-shop"],
    ["an internal address", "http://169.254.169.254/latest/meta-data"],
    ["a path that climbs", "/acme/../../etc"],
    ["credentials in the URL", "//user:secret@HOST/acme/flask-shop"],
  ])("refuses %s with 400 and no outbound call", async (_name, url) => {
    const content = url.startsWith("/") ? `${web()}${url}`.replace("//user", "") : url;
    const response = await submit(user, {
      source_type: "codehost",
      analysis_type: "mini",
      content: content.includes("HOST")
        ? `http://user:secret@${new URL(web()).host}/acme/flask-shop`
        : content,
    });
    expect(response.status).toBe(400);
    expect(errorCode(response)).toBe("INVALID_REQUEST");
  });

  it("opens a private repository with the owner's code-host token, and only with it", async () => {
    const token = `cht_${randomBytes(12).toString("hex")}`;
    const folder = join(inject("codehostRepos"), "acme", `private-${randomBytes(3).toString("hex")}`);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, "app.py"), vulnerablePython);
    writeFileSync(join(folder, ".codehost-collaborators"), `${token}\n`);
    const content = `${web()}/acme/${folder.split("/").at(-1)}`;
    const owner = await signedInUser("private");

    // Without the token the host does not admit the repository exists.
    const hidden = await submit(owner, { source_type: "codehost", analysis_type: "mini", content });
    expect(hidden.status).toBe(400);
    // With it, the free plan is told private repositories are not in it.
    await storeProviderToken(owner.userId, "idp-b", token);
    const notInPlan = await submit(owner, { source_type: "codehost", analysis_type: "mini", content });
    expect(notInPlan.status).toBe(403);

    await setAttributes(keys.profile(owner.userId), { role: "pro" });
    const id = await created(
      await submit(owner, { source_type: "codehost", analysis_type: "standard", content }),
    );
    expect(await waitForAnalysis(owner, id)).toMatchObject({ status: "completed", language: "python" });
    const report = await api(`/api/analysis/${id}/report?format=json`, {
      headers: bearer(owner.accessToken),
    });
    const document = (await (await fetch(String(report.headers.location))).json()) as {
      findings: Array<{ file: string; cwe: number[] }>;
    };
    expect(document.findings.some((finding) => finding.cwe.includes(78))).toBe(true);
    expect(document.findings.every((finding) => !finding.file.includes(".codehost-"))).toBe(true);
  });

  it("answers 400 for a repository the code host does not have", async () => {
    const response = await submit(user, {
      source_type: "codehost",
      analysis_type: "mini",
      content: `${web()}/acme/nothing`,
    });
    expect(response.status).toBe(400);
  });

  it("fails a repository whose archive is hostile, with the reason", async () => {
    const folder = join(inject("codehostRepos"), "mallory", "slip");
    mkdirSync(folder, { recursive: true });
    writeFileSync(
      join(folder, ".codehost-archive"),
      await tarGzArchive([{ name: "../../../tmp/evil.py", content: "x" }]),
    );
    const id = await created(
      await submit(user, {
        source_type: "codehost",
        analysis_type: "mini",
        content: `${web()}/mallory/slip`,
      }),
    );
    const done = await waitForAnalysis(user, id);
    expect(done).toMatchObject({ status: "failed", error: { code: "INVALID_SOURCE" } });
  });
});
