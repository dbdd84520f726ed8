import { createHmac, randomUUID } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { handler as webhookHandler } from "../../../functions/http/codehost/webhook";
import { handler as redeliverFailed } from "../../../functions/schedule/redeliver-codehost-webhooks";
import { bearer, errorCode, type SignedIn, signedInUser } from "../../helpers/accounts";
import { setBalance, setRole } from "../../helpers/analysis";
import { api } from "../../helpers/api";
import {
  commitFile,
  deliver,
  fileAt,
  freshRepository,
  hostCall,
  installationIdOf,
  link,
  linkedProject,
  projectOf,
  repositoryUrl,
  waitFor,
} from "../../helpers/codehost";
import { httpEvent, invoke } from "../../helpers/http-event";

// The webhook's guard (signature over the raw body, delivery ids, size), and linking's rules
// (installations, private repositories, ownership, credits), over HTTP on the local stack.

function pushPayload(owner: string, repo: string, sha: string, installationId: number) {
  return {
    ref: "refs/heads/main",
    before: "0".repeat(40),
    after: sha,
    repository: { full_name: `${owner}/${repo}`, name: repo, owner: { login: owner } },
    installation: { id: installationId },
  };
}

async function headOf(owner: string, repo: string): Promise<string> {
  const { body } = await hostCall<{ sha: string }>("GET", `/repos/${owner}/${repo}/commits/main`);
  return body.sha;
}

async function analysesOf(user: SignedIn): Promise<number> {
  const response = await api("/api/analysis?limit=100", { headers: bearer(user.accessToken) });
  return response.json<{ analyses: unknown[] }>().analyses.length;
}

describe("the webhook's signature", () => {
  const payload = { zen: "Keep it logically awesome." };

  it("answers 400 without a signature and 403 for a forged or malformed one", async () => {
    expect((await deliver("ping", payload, { signature: null })).status).toBe(400);
    const forged = await deliver("ping", payload, { signature: `sha256=${"ab".repeat(32)}` });
    expect(forged.status).toBe(403);
    expect(errorCode(forged)).toBe("FORBIDDEN");
    expect((await deliver("ping", payload, { signature: "sha256=short" })).status).toBe(403);
  });

  it("refuses a body signed for a different body", async () => {
    const secret = inject("stackEnv").WEBHOOK_SECRET ?? "";
    const signature = `sha256=${createHmac("sha256", secret).update('{"zen":"original"}').digest("hex")}`;
    const response = await deliver("ping", { zen: "tampered" }, { signature });
    expect(response.status).toBe(403);
  });

  it("answers ping with 200", async () => {
    const response = await deliver("ping", payload);
    expect(response.status).toBe(200);
    expect(response.json<{ message: string }>().message).toBe("pong");
  });

  it("refuses a 25 MB body (413) before reading it as an event", async () => {
    // The local gateway drops a body this large on the floor, as API Gateway would refuse it; the
    // function itself, handed one (e.g. through its function URL), answers 413 in the envelope.
    const body = " ".repeat(25 * 1024 * 1024);
    const signature = `sha256=${createHmac("sha256", inject("stackEnv").WEBHOOK_SECRET ?? "")
      .update(body)
      .digest("hex")}`;
    const response = await invoke(
      webhookHandler,
      httpEvent({
        method: "POST",
        path: "/api/v1/codehost/webhook",
        headers: {
          "content-type": "application/json",
          "x-codehost-event": "push",
          "x-codehost-delivery": randomUUID(),
          "x-hub-signature-256": signature,
        },
        body,
      }),
    );
    expect(response.statusCode).toBe(413);
    expect((response.json() as { error: { code: string } }).error.code).toBe("PAYLOAD_TOO_LARGE");
  }, 60_000);
});

describe("events for linked and unlinked repositories", () => {
  let user: SignedIn;

  beforeAll(async () => {
    user = await signedInUser("codehost-hooks");
    await setBalance(user.userId, 1000);
  }, 60_000);

  it("ignores events of a repository that is not linked, and event types not handled", async () => {
    const { owner, repo } = freshRepository();
    const installation = await installationIdOf(owner);
    const response = await deliver("push", pushPayload(owner, repo, await headOf(owner, repo), installation));
    expect(response.status).toBe(200);
    expect(response.json<{ message: string }>().message).toMatch(/ignored/i);
    const other = await deliver("issues", { action: "opened" });
    expect(other.status).toBe(200);
    expect(other.json<{ message: string }>().message).toMatch(/ignored/i);
  });

  it("starts one analysis for a delivery sent twice", async () => {
    const { owner, repo } = freshRepository();
    const projectId = await linkedProject(user, owner, repo);
    const installation = await installationIdOf(owner);
    const before = await analysesOf(user);
    const deliveryId = randomUUID();
    const payload = pushPayload(owner, repo, await headOf(owner, repo), installation);
    const first = await deliver("push", payload, { deliveryId });
    expect(first.status).toBe(202);
    const again = await deliver("push", payload, { deliveryId });
    expect(again.status).toBe(202);
    await waitFor("the analysis", async () => (await projectOf(user, projectId)).last_analysis ?? undefined);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await analysesOf(user)).toBe(before + 1);
  }, 120_000);

  it("runs nothing for a push after unlinking", async () => {
    const { owner, repo } = freshRepository();
    const projectId = await linkedProject(user, owner, repo);
    const unlinked = await api("/api/v1/codehost/unlink", {
      headers: bearer(user.accessToken),
      json: { project_id: projectId },
    });
    expect(unlinked.status).toBe(200);
    expect(unlinked.json()).toEqual({ project_id: projectId, status: "unlinked" });
    const before = await analysesOf(user);
    const response = await deliver(
      "push",
      pushPayload(owner, repo, await headOf(owner, repo), await installationIdOf(owner)),
    );
    expect(response.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await analysesOf(user)).toBe(before);
    expect((await projectOf(user, projectId)).last_analysis).toBeNull();
  }, 60_000);

  it("starts no analysis when the owner has no credits, and the project says why", async () => {
    const poor = await signedInUser("codehost-poor");
    await setBalance(poor.userId, 0);
    const { owner, repo } = freshRepository();
    const projectId = await linkedProject(poor, owner, repo);
    const response = await deliver(
      "push",
      pushPayload(owner, repo, await headOf(owner, repo), await installationIdOf(owner)),
    );
    expect(response.status).toBe(202);
    const problem = await waitFor(
      "the recorded reason",
      async () => (await projectOf(poor, projectId)).last_problem ?? undefined,
    );
    expect(problem.code).toBe("INSUFFICIENT_CREDITS");
    expect(await analysesOf(poor)).toBe(0);
  }, 60_000);
});

interface HostDelivery {
  id: number;
  guid: string;
  event: string;
  redelivery: boolean;
  status_code: number;
}

async function hostLog(): Promise<HostDelivery[]> {
  return (await hostCall<HostDelivery[]>("GET", "/_local/deliveries")).body;
}

/** Every attempt the host made at one delivery. */
async function pushAttempts(guid: string): Promise<HostDelivery[]> {
  return (await hostLog()).filter((delivery) => delivery.guid === guid);
}

/** The push delivery the host made after `before` (it delivers once it has answered the commit). */
function newPush(before: HostDelivery[]): Promise<HostDelivery> {
  return waitFor("the push delivery", async () =>
    (await hostLog()).find(
      (delivery) => delivery.event === "push" && !before.some((seen) => seen.id === delivery.id),
    ),
  );
}

describe("failed deliveries", () => {
  it("are redelivered by the scheduled job until one is accepted, and then never again", async () => {
    const user = await signedInUser("codehost-redeliver");
    await setBalance(user.userId, 1000);
    const { owner, repo } = freshRepository();
    const projectId = await linkedProject(user, owner, repo);
    const down = join(inject("codehostRepos"), owner, repo, ".codehost-hook-down");
    writeFileSync(down, "");
    const before = await hostLog();
    const readme = await fileAt(owner, repo, "main", "README.md");
    await commitFile(owner, repo, "main", "README.md", `${readme}\nDelivered late.\n`);
    const failed = await newPush(before);
    expect(failed.status_code).toBe(0);
    expect((await projectOf(user, projectId)).last_analysis).toBeNull();

    // While the service stays unreachable, each run asks once more, up to five attempts in all.
    for (let run = 0; run < 5; run += 1) await redeliverFailed();
    const attempts = await pushAttempts(failed.guid);
    expect(attempts).toHaveLength(5);
    expect(attempts.filter((attempt) => attempt.redelivery)).toHaveLength(4);
    expect(attempts.every((attempt) => attempt.status_code === 0)).toBe(true);

    // A newer failure gets its own five: reachable again, one redelivery is accepted and analysed.
    const earlier = await hostLog();
    await commitFile(owner, repo, "main", "README.md", `${readme}\nDelivered later.\n`);
    const second = await newPush(earlier);
    rmSync(down);
    await redeliverFailed();
    const accepted = (await pushAttempts(second.guid)).find((attempt) => attempt.redelivery);
    expect(accepted?.status_code).toBe(202);
    await waitFor("the analysis", async () => (await projectOf(user, projectId)).last_analysis ?? undefined);

    await redeliverFailed();
    expect(await pushAttempts(second.guid)).toHaveLength(2);
    expect(await pushAttempts(failed.guid)).toHaveLength(5);
  }, 120_000);
});

describe("linking rules", () => {
  let user: SignedIn;

  beforeAll(async () => {
    user = await signedInUser("codehost-links");
  }, 60_000);

  it("finds a repository's address and installation id on the local code host's page", async () => {
    const { owner, repo } = freshRepository();
    const page = await fetch(`${inject("codehostWebUrl")}/`);
    expect(page.headers.get("content-type")).toContain("text/html");
    const html = await page.text();
    const section = html.slice(html.indexOf(`<h2>${owner}</h2>`));
    expect(section).toContain(`Installation id: <code>${await installationIdOf(owner)}</code>`);
    expect(section).toContain(`<code>${repositoryUrl(owner, repo)}</code>`);
    const linked = await link(user, owner, repo);
    expect(linked.status, linked.text).toBe(200);
  });

  it("links idempotently and names bad input", async () => {
    const { owner, repo } = freshRepository();
    const first = await link(user, owner, repo);
    expect(first.status, first.text).toBe(200);
    expect(first.json()).toMatchObject({ repository_name: `${owner}/${repo}`, status: "linked" });
    const again = await link(user, owner, repo);
    expect(again.json<{ project_id: string }>().project_id).toBe(
      first.json<{ project_id: string }>().project_id,
    );

    const foreign = await api("/api/v1/codehost/link", {
      headers: bearer(user.accessToken),
      json: { repository_url: "https://elsewhere.example/a/b", installation_id: "1" },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.text).toContain("repository_url");
    const missing = await api("/api/v1/codehost/link", {
      headers: bearer(user.accessToken),
      json: { repository_url: repositoryUrl(owner, repo) },
    });
    expect(missing.status).toBe(400);
    expect(missing.text).toContain("installation_id");
  });

  it("refuses an installation that cannot see the repository (403) and a second account (409)", async () => {
    const { owner, repo } = freshRepository();
    const other = freshRepository();
    const wrong = await link(user, owner, repo, await installationIdOf(other.owner));
    expect(wrong.status).toBe(403);
    await linkedProject(user, owner, repo);
    const someoneElse = await signedInUser("codehost-second");
    expect((await link(someoneElse, owner, repo)).status).toBe(409);
  });

  it("refuses a private repository on a free account (403), and links it on pro", async () => {
    const { owner, repo } = freshRepository({ private: true });
    const refused = await link(user, owner, repo);
    expect(refused.status).toBe(403);
    expect(refused.json<{ error: { details: { feature?: string } } }>().error.details.feature).toBe(
      "private_repos",
    );
    const pro = await signedInUser("codehost-pro");
    await setRole(pro.userId, "pro");
    expect((await link(pro, owner, repo)).status).toBe(200);
  });

  it("keeps another user's project to its owner (403)", async () => {
    const { owner, repo } = freshRepository();
    const projectId = await linkedProject(user, owner, repo);
    const stranger = await signedInUser("codehost-stranger");
    const response = await api("/api/v1/codehost/unlink", {
      headers: bearer(stranger.accessToken),
      json: { project_id: projectId },
    });
    expect(response.status).toBe(403);
    const settings = await api(`/api/v1/codehost/projects/${projectId}`, {
      method: "PATCH",
      headers: bearer(stranger.accessToken),
      json: { analysis_type: "mini" },
    });
    expect(settings.status).toBe(403);
    const malformed = await api("/api/v1/codehost/unlink", {
      headers: bearer(user.accessToken),
      json: { project_id: "nope" },
    });
    expect(malformed.status).toBe(400);
  });
});
