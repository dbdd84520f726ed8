import { describe, expect, it } from "vitest";
import { skipReport } from "../../../lib/engine/cli";

describe("the scan's skipped-file report", () => {
  const skipped = [
    ...Array.from({ length: 1259 }, (_, i) => ({
      path: `templates/t${i}.html`,
      reason: "unsupported language",
    })),
    { path: "big.js", reason: "larger than 1048576 bytes" },
  ];
  const partial = [{ path: "vendor/tinymce.js", reason: "time budget of 2000 ms exceeded" }];

  it("counts files per reason, most frequent first", () => {
    expect(skipReport(skipped, partial, false)).toEqual([
      "skipped (--verbose lists the files):",
      "    1259  unsupported language",
      "       1  larger than 1048576 bytes",
      "partly analysed (--verbose lists the files):",
      "       1  time budget of 2000 ms exceeded",
    ]);
  });

  it("lists every file with --verbose", () => {
    const lines = skipReport(skipped, partial, true);
    expect(lines).toHaveLength(1 + 1260 + 1 + 1);
    expect(lines).toContain("  templates/t0.html: unsupported language");
    expect(lines).toContain("  vendor/tinymce.js: time budget of 2000 ms exceeded");
  });

  it("says nothing when nothing was skipped", () => {
    expect(skipReport([], [], false)).toEqual([]);
  });
});
