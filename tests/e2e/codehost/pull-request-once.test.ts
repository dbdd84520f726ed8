import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { bearer, signedInUser } from "../../helpers/accounts";
import { setBalance } from "../../helpers/analysis";
import { api } from "../../helpers/api";
import {
  branchFromMain,
  checkRunsAt,
  commitFile,
  completedCheckRun,
  deliver,
  freshRepository,
  installationIdOf,
  linkedProject,
  pullComments,
} from "../../helpers/codehost";

// One pull request head is analysed and charged once, however many deliveries name it: `opened`
// and `synchronize` for the same head a few milliseconds apart, and redeliveries under new ids,
// both at once and after the analysis is over. Read through the API: the analyses, the balance and
// the credit history.

interface HistoryEntry {
  type: string;
  amount: number;
  reference: string;
}

describe("deliveries for one pull request head", () => {
  it("start one analysis with one charge, one check run and one comment", async () => {
    const user = await signedInUser("codehost-once");
    await setBalance(user.userId, 1000);
    const { owner, repo } = freshRepository();
    await linkedProject(user, owner, repo);
    const base = await branchFromMain(owner, repo, "twice");
    const head = await commitFile(owner, repo, "twice", "shop/notes.py", "NOTE = 'twice'\n");
    const installation = await installationIdOf(owner);
    const payload = (action: string) => ({
      action,
      number: 1,
      pull_request: {
        number: 1,
        head: { ref: "twice", sha: head },
        base: { ref: "main", sha: base },
      },
      repository: { full_name: `${owner}/${repo}`, name: repo, owner: { login: owner } },
      installation: { id: installation },
    });
    const answers = await Promise.all([
      deliver("pull_request", payload("opened"), { deliveryId: randomUUID() }),
      deliver("pull_request", payload("synchronize"), { deliveryId: randomUUID() }),
      deliver("pull_request", payload("opened"), { deliveryId: randomUUID() }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202]);

    const run = await completedCheckRun(owner, repo, head, 120_000);
    expect(run.conclusion).toBe("success");
    const later = await deliver("pull_request", payload("reopened"), { deliveryId: randomUUID() });
    expect(later.status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 4000));

    const listed = await api("/api/analysis?limit=100", { headers: bearer(user.accessToken) });
    const analyses = listed.json<{ analyses: Array<{ analysis_id: string; credits_used?: number }> }>()
      .analyses;
    expect(analyses).toHaveLength(1);
    const history = await api("/api/v1/credits/history", { headers: bearer(user.accessToken) });
    const debits = history
      .json<{ entries: HistoryEntry[] }>()
      .entries.filter((entry) => entry.type === "debit");
    expect(debits).toHaveLength(1);
    expect(debits[0]?.reference).toBe(analyses[0]?.analysis_id);
    const balance = await api("/api/v1/credits/balance", { headers: bearer(user.accessToken) });
    expect(balance.json<{ balance: number }>().balance).toBe(1000 + (debits[0]?.amount ?? 0));
    expect(await checkRunsAt(owner, repo, head)).toHaveLength(1);
    expect(await pullComments(owner, repo, 1)).toHaveLength(1);
  }, 240_000);
});
