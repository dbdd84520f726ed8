import { beforeAll, describe, expect, inject, it } from "vitest";
import { type SignedIn, signedInUser } from "../../helpers/accounts";
import { setBalance, waitForAnalysis } from "../../helpers/analysis";
import {
  branchFromMain,
  checkRunsAt,
  commitFile,
  completedCheckRun,
  fileAt,
  hostCall,
  installationToken,
  linkedProject,
  openPull,
  projectOf,
  pullComments,
  waitFor,
} from "../../helpers/codehost";

// The integration end to end on the local stack: link acme/flask-shop, commit through the code
// host's contents API (its push webhook yields an analysis), then a pull request that adds one
// weakness and fixes another gets one summary comment and a failed check run with an annotation
// on the new line; a second push to the branch edits the same comment and adds a check run.

const owner = "acme";
const repo = "flask-shop";
const branch = `feature-${Date.now().toString(36)}`;

describe("a linked repository on the local code host", () => {
  let user: SignedIn;
  let projectId: string;

  beforeAll(async () => {
    user = await signedInUser("codehost-flow");
    await setBalance(user.userId, 1000);
    projectId = await linkedProject(user, owner, repo);
  }, 60_000);

  it("analyses a push, then reports a pull request's new and fixed findings in one comment and a check run per head", async () => {
    const readme = await fileAt(owner, repo, "main", "README.md");
    const pushed = await commitFile(
      owner,
      repo,
      "main",
      "README.md",
      `${readme}\nLinked to Code Security.\n`,
    );
    const pushedAnalysis = await waitFor("the push analysis", async () => {
      const project = await projectOf(user, projectId);
      return project.last_analysis?.analysis_id;
    });
    const finished = await waitForAnalysis(user, pushedAnalysis, undefined, 90_000);
    expect(finished.status).toBe("completed");
    expect(finished.source_type).toBe("codehost");
    expect(pushed).toMatch(/^[0-9a-f]{40}$/);

    await branchFromMain(owner, repo, branch);
    const app = await fileAt(owner, repo, branch, "shop/app.py");
    const fixedSql = app.replace(
      `rows = db.execute("SELECT * FROM orders WHERE customer = '" + customer + "'").fetchall()`,
      `rows = db.execute("SELECT * FROM orders WHERE customer = ?", (customer,)).fetchall()`,
    );
    expect(fixedSql).not.toBe(app);
    const withEval = `${fixedSql}\n\n@app.route("/calc")\ndef calc():\n    expr = request.args.get("expr")\n    return str(eval(expr))\n`;
    const evalLine = withEval.split("\n").findIndex((line) => line.includes("eval(expr)")) + 1;
    const head = await commitFile(owner, repo, branch, "shop/app.py", withEval);
    const number = await openPull(owner, repo, branch);

    const run = await completedCheckRun(owner, repo, head);
    expect(run.conclusion).toBe("failure");
    expect(
      run.output.annotations.some((note) => note.path === "shop/app.py" && note.start_line === evalLine),
    ).toBe(true);
    const first = await pullComments(owner, repo, number);
    expect(first).toHaveLength(1);
    const [newPart = "", fixedPart = ""] = (first[0]?.body ?? "").split("#### Fixed findings");
    expect(newPart).toContain(`shop/app.py:${evalLine}`);
    expect(newPart).toMatch(/CWE-\d+/);
    expect(fixedPart).toMatch(/shop\/app\.py:\d+.*sql/i);
    expect(fixedPart).toContain("Full report");

    const second = await commitFile(owner, repo, branch, "shop/notes.py", "NOTE = 'nothing to see'\n");
    const secondRun = await completedCheckRun(owner, repo, second);
    expect(secondRun.id).not.toBe(run.id);
    await waitFor("the comment to be edited", async () => {
      const now = await pullComments(owner, repo, number);
      return now[0]?.body.includes(second.slice(0, 7)) ? now : undefined;
    });
    const after = await pullComments(owner, repo, number);
    expect(after).toHaveLength(1);
    expect(after[0]?.id).toBe(first[0]?.id);
    expect(await checkRunsAt(owner, repo, head)).toHaveLength(1);
  }, 240_000);

  it("reuses the check run a crashed delivery created before recording it, instead of opening a second", async () => {
    const other = `retry-${Date.now().toString(36)}`;
    await branchFromMain(owner, repo, other);
    const head = await commitFile(owner, repo, other, "shop/retry_note.py", "NOTE = 'retry'\n");
    // What the service leaves behind when it dies between creating the run and recording it.
    const early = await hostCall<{ id: number }>(
      "POST",
      `/repos/${owner}/${repo}/check-runs`,
      {
        name: inject("stackEnv").CODEHOST_CHECK_NAME ?? "Code Security",
        head_sha: head,
        status: "in_progress",
      },
      { authorization: `token ${await installationToken(owner)}` },
    );
    expect(early.status).toBe(201);
    await openPull(owner, repo, other);

    const run = await completedCheckRun(owner, repo, head);
    expect(run.id).toBe(early.body.id);
    expect(await checkRunsAt(owner, repo, head)).toHaveLength(1);
  }, 240_000);
});
