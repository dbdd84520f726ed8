import type { ChangedFile } from "../adapters/codehost/codehost";

// The lines of a pull request's head that its change added or rewrote, read from the unified diff
// the code host gives per file. Annotations go on these lines only: anywhere else the code host
// shows them out of the change under review. A file whose diff the host leaves out (too large)
// counts as changed throughout.

export type ChangedLines = Map<string, Set<number> | "whole">;

const hunkHeader = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/;

export function changedLines(files: ChangedFile[]): ChangedLines {
  const changed: ChangedLines = new Map();
  for (const file of files) {
    if (file.status === "removed") continue;
    changed.set(file.path, file.patch === undefined ? "whole" : addedLines(file.patch));
  }
  return changed;
}

/** The head's line numbers of the `+` lines of a unified diff's hunks. */
export function addedLines(patch: string): Set<number> {
  const added = new Set<number>();
  let next = 0;
  for (const line of patch.split("\n")) {
    const header = hunkHeader.exec(line);
    if (header) {
      next = Number(header[1]);
    } else if (line.startsWith("+")) {
      added.add(next);
      next += 1;
    } else if (line.startsWith(" ")) {
      next += 1;
    }
    // "-" lines are the base's, and "\ No newline at end of file" is no line at all.
  }
  return added;
}

export function isChanged(changed: ChangedLines, file: string, line: number): boolean {
  const lines = changed.get(file);
  return lines === "whole" || (lines?.has(line) ?? false);
}
