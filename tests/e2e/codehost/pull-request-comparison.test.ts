import { beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signedInUser } from "../../helpers/accounts";
import { setBalance } from "../../helpers/analysis";
import {
  branchFromMain,
  commitFile,
  completedCheckRun,
  fileAt,
  freshRepository,
  linkedProject,
  openPull,
  type PullComment,
  pullComments,
  waitFor,
} from "../../helpers/codehost";

// Pull requests compared with their base as users meet them: a repository is linked and its first
// pull request opened with no push before, so nothing of the base was analysed; the base commit is
// analysed for the comparison. The pull request adds a file with a SQL injection and inserts lines
// above the three weaknesses already in shop/app.py: one new finding, three existing, and the
// check fails on the new one only. Pushes that fix things pass and say what they fixed.

const injection = [
  "import sqlite3",
  "",
  "from flask import request",
  "",
  "from shop.app import app",
  "",
  "",
  '@app.route("/search")',
  "def search():",
  '    term = request.args.get("q")',
  '    db = sqlite3.connect("shop.db")',
  `    return {"rows": db.execute("SELECT * FROM items WHERE name LIKE '%" + term + "%'").fetchall()}`,
  "",
].join("\n");
const injectionLine = injection.split("\n").findIndex((line) => line.includes("LIKE")) + 1;
const safeSearch = injection.replace(
  `db.execute("SELECT * FROM items WHERE name LIKE '%" + term + "%'")`,
  `db.execute("SELECT * FROM items WHERE name LIKE ?", ("%" + term + "%",))`,
);
const unsafeOrders = `rows = db.execute("SELECT * FROM orders WHERE customer = '" + customer + "'").fetchall()`;
const safeOrders = `rows = db.execute("SELECT * FROM orders WHERE customer = ?", (customer,)).fetchall()`;

describe("a pull request compared with a base nobody analysed before", () => {
  let user: SignedIn;
  let owner: string;
  let repo: string;

  /** The pull request's one summary comment once it describes `sha`. */
  async function summaryAt(number: number, sha: string): Promise<PullComment> {
    const comments = await waitFor("the summary comment", async () => {
      const body = await pullComments(owner, repo, number);
      return body[0]?.body.includes(sha.slice(0, 7)) ? body : undefined;
    });
    expect(comments).toHaveLength(1);
    return comments[0] as PullComment;
  }

  beforeAll(async () => {
    user = await signedInUser("codehost-compare");
    await setBalance(user.userId, 1000);
    ({ owner, repo } = freshRepository());
    await linkedProject(user, owner, repo);
  }, 60_000);

  it("reports the one new finding, passes once it is fixed, and lists what a push fixed", async () => {
    await branchFromMain(owner, repo, "add-search");
    const app = await fileAt(owner, repo, "add-search", "shop/app.py");
    const shifted = app.replace(
      "app = Flask(__name__)\n",
      "app = Flask(__name__)\n\n# Orders, labels and invoices.\n# Each route reads its input from the query string.\n# Nothing here is cached.\n# See README.md.\n",
    );
    expect(shifted.split("\n").length).toBe(app.split("\n").length + 5);
    await commitFile(owner, repo, "add-search", "shop/app.py", shifted);
    const head = await commitFile(owner, repo, "add-search", "shop/search.py", injection);
    const number = await openPull(owner, repo, "add-search");

    const run = await completedCheckRun(owner, repo, head, 120_000);
    const first = await summaryAt(number, head);
    expect(first.body).toContain("1 new, 3 existing, 0 fixed");
    expect(run.conclusion).toBe("failure");
    expect(run.output.title).toBe("1 new high or critical finding");
    expect(run.output.annotations.map((note) => [note.path, note.start_line])).toEqual([
      ["shop/search.py", injectionLine],
    ]);
    const [newPart = ""] = first.body.split("#### Fixed findings");
    expect(newPart).toContain(`shop/search.py:${injectionLine}`);
    expect(newPart).not.toContain("shop/app.py");

    const safe = await commitFile(owner, repo, "add-search", "shop/search.py", safeSearch);
    const safeRun = await completedCheckRun(owner, repo, safe, 120_000);
    expect(safeRun.conclusion).toBe("success");
    expect(safeRun.output.annotations).toEqual([]);
    expect((await summaryAt(number, safe)).body).toContain("0 new, 3 existing, 0 fixed");

    const fixing = await commitFile(
      owner,
      repo,
      "add-search",
      "shop/app.py",
      shifted.replace(unsafeOrders, safeOrders),
    );
    const fixingRun = await completedCheckRun(owner, repo, fixing, 120_000);
    expect(fixingRun.conclusion).toBe("success");
    const fixed = await summaryAt(number, fixing);
    expect(fixed.id).toBe(first.id);
    expect(fixed.body).toContain("0 new, 2 existing, 1 fixed");
    const [, fixedPart = ""] = fixed.body.split("#### Fixed findings");
    expect(fixedPart).toMatch(/shop\/app\.py:\d+.*sql/i);
  }, 480_000);

  it("passes a pull request that only fixes a finding, and says which", async () => {
    await branchFromMain(owner, repo, "fix-orders");
    const app = await fileAt(owner, repo, "fix-orders", "shop/app.py");
    const head = await commitFile(
      owner,
      repo,
      "fix-orders",
      "shop/app.py",
      app.replace(unsafeOrders, safeOrders),
    );
    const number = await openPull(owner, repo, "fix-orders");

    const run = await completedCheckRun(owner, repo, head, 120_000);
    expect(run.conclusion).toBe("success");
    expect(run.output.annotations).toEqual([]);
    const comment = await summaryAt(number, head);
    expect(comment.body).toContain("0 new, 2 existing, 1 fixed");
    const [, fixedPart = ""] = comment.body.split("#### Fixed findings");
    expect(fixedPart).toMatch(/shop\/app\.py:\d+.*sql/i);
  }, 240_000);
});
