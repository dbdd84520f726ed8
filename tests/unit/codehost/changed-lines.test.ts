import { describe, expect, it } from "vitest";
import { addedLines, changedLines, isChanged } from "../../../lib/codehost/changed-lines";

// The head's lines a pull request changed, from the code host's unified diffs: annotations go there
// only.

const patch = [
  "@@ -5,6 +5,8 @@ import subprocess",
  " from flask import Flask, request",
  " ",
  " app = Flask(__name__)",
  "+# one",
  "+# two",
  " ",
  " ",
  ' @app.route("/orders")',
  "@@ -20,3 +22,3 @@ def orders():",
  '     customer = request.args.get("customer")',
  "-    rows = unsafe(customer)",
  "+    rows = safe(customer)",
  "\\ No newline at end of file",
].join("\n");

describe("changed lines", () => {
  it("numbers the added lines of every hunk in the head, skipping removed and context lines", () => {
    expect([...addedLines(patch)]).toEqual([8, 9, 23]);
  });

  it("counts a file without a diff as changed throughout, and a removed file not at all", () => {
    const changed = changedLines([
      { path: "app.py", status: "modified", patch },
      { path: "big.py", status: "modified" },
      { path: "gone.py", status: "removed", patch: "@@ -1 +0,0 @@\n-x = 1" },
    ]);
    expect(isChanged(changed, "app.py", 8)).toBe(true);
    expect(isChanged(changed, "app.py", 10)).toBe(false);
    expect(isChanged(changed, "big.py", 1234)).toBe(true);
    expect(isChanged(changed, "gone.py", 1)).toBe(false);
    expect(isChanged(changed, "untouched.py", 1)).toBe(false);
  });
});
