import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  archiveFormat,
  SourceRejected,
  safeEntryPath,
  stripCommonRoot,
  unpackArchive,
} from "../../../lib/analysis/sources/archive";
import { tarGzArchive, zipArchive } from "../../helpers/archives";

const limits = { maxEntries: 100, maxUnpackedBytes: 1024 * 1024, maxFileBytes: 64 * 1024 };

async function rejection(promise: Promise<unknown>): Promise<SourceRejected> {
  const error = await promise.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(SourceRejected);
  return error as SourceRejected;
}

describe("unpacking a .zip", () => {
  it("returns the regular files with their paths and skips directories", async () => {
    const zip = zipArchive([
      { name: "src/" },
      { name: "src/app.py", content: "print('hi')\n" },
      { name: "./README.md", content: "# hello", store: true },
    ]);
    const { files, skipped } = await unpackArchive(zip, limits);
    expect(files.map((file) => [file.path, file.content.toString()])).toEqual([
      ["src/app.py", "print('hi')\n"],
      ["README.md", "# hello"],
    ]);
    expect(skipped).toEqual([]);
  });

  it.each([
    ["../evil.py", /outside the archive/],
    ["src/../../evil.py", /outside the archive/],
    ["/etc/passwd", /absolute path/],
    ["C:/Windows/evil.py", /absolute path/],
    ["..\\evil.py", /backslash/],
  ])("refuses the zip-slip entry %s", async (name, reason) => {
    const zip = zipArchive([
      { name: "ok.py", content: "x = 1" },
      { name, content: "x = 2" },
    ]);
    expect((await rejection(unpackArchive(zip, limits))).message).toMatch(reason);
  });

  it("refuses a symbolic link", async () => {
    const zip = zipArchive([{ name: "link", content: "/etc/passwd", mode: 0o120777 }]);
    expect((await rejection(unpackArchive(zip, limits))).message).toMatch(/link or special file/);
  });

  it("refuses a bomb that declares its size, without inflating it", async () => {
    const zeros = Buffer.alloc(50 * 1024 * 1024);
    const zip = zipArchive([{ name: "zeros.txt", content: zeros }]);
    expect(zip.length).toBeLessThan(zeros.length / 500);
    const started = performance.now();
    expect((await rejection(unpackArchive(zip, limits))).message).toMatch(/unpacks to more than/);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it("refuses a bomb whose headers lie about its size", async () => {
    const zip = zipArchive([
      { name: "zeros.txt", content: Buffer.alloc(20 * 1024 * 1024), declaredSize: 10 },
    ]);
    const error = await rejection(unpackArchive(zip, { ...limits, maxFileBytes: 1024 * 1024 * 1024 }));
    expect(error.message).toMatch(/unpacks to more than|damaged/);
  });

  it("refuses a bomb made of many small entries once their total passes the limit", async () => {
    const chunk = Buffer.alloc(60 * 1024, 97);
    const zip = zipArchive(
      Array.from({ length: 40 }, (_, index) => ({ name: `f${index}.txt`, content: chunk })),
    );
    expect((await rejection(unpackArchive(zip, limits))).message).toMatch(/unpacks to more than/);
  });

  it("refuses more entries than allowed", async () => {
    const zip = zipArchive(
      Array.from({ length: 101 }, (_, index) => ({ name: `f${index}.py`, content: "x" })),
    );
    expect((await rejection(unpackArchive(zip, limits))).message).toMatch(/more than 100 entries/);
  });

  it("skips a file larger than max_file_size, with a reason, and keeps the rest", async () => {
    const zip = zipArchive([
      { name: "big.js", content: Buffer.alloc(70 * 1024, 97) },
      { name: "small.js", content: "let a = 1;" },
    ]);
    const { files, skipped } = await unpackArchive(zip, limits);
    expect(files.map((file) => file.path)).toEqual(["small.js"]);
    expect(skipped).toEqual([{ path: "big.js", reason: expect.stringMatching(/max_file_size/) }]);
  });

  it("refuses a file that is no archive, and a damaged one", async () => {
    expect((await rejection(unpackArchive(Buffer.from("hello"), limits))).message).toMatch(/neither/);
    const zip = zipArchive([{ name: "a.py", content: "x = 1" }]);
    expect((await rejection(unpackArchive(zip.subarray(0, zip.length - 30), limits))).message).toMatch(
      /cannot be read|damaged/,
    );
  });
});

describe("unpacking a .tar.gz", () => {
  it("returns the regular files", async () => {
    const archive = await tarGzArchive([
      { name: "repo/", type: "directory" },
      { name: "repo/main.go", content: "package main\n" },
    ]);
    expect(archiveFormat(archive)).toBe("tar.gz");
    const { files } = await unpackArchive(archive, limits);
    expect(files.map((file) => [file.path, file.content.toString()])).toEqual([
      ["repo/main.go", "package main\n"],
    ]);
  });

  it.each([
    [{ name: "../../evil.sh", content: "x" }, /outside the archive/],
    [{ name: "/abs/evil.sh", content: "x" }, /absolute path/],
    [{ name: "link", type: "symlink" as const, linkname: "/etc/passwd" }, /symlink/],
    [{ name: "hard", type: "link" as const, linkname: "a.txt" }, /link/],
  ])("refuses %o", async (entry, reason) => {
    const archive = await tarGzArchive([{ name: "a.txt", content: "a" }, entry]);
    expect((await rejection(unpackArchive(archive, limits))).message).toMatch(reason);
  });

  it("refuses a gzip bomb, counting inflated bytes rather than trusting headers", async () => {
    const tarball = await tarGzArchive([{ name: "zeros.txt", content: Buffer.alloc(30 * 1024 * 1024) }]);
    expect(tarball.length).toBeLessThan(100 * 1024);
    expect((await rejection(unpackArchive(tarball, limits))).message).toMatch(/unpacks to more than/);
    // Bytes that are not even a tar stream are cut off at the cap too.
    const raw = gzipSync(Buffer.alloc(40 * 1024 * 1024, 1));
    await rejection(unpackArchive(raw, limits));
  });

  it("refuses more entries than allowed", async () => {
    const archive = await tarGzArchive(
      Array.from({ length: 101 }, (_, index) => ({ name: `f${index}.py`, content: "x" })),
    );
    expect((await rejection(unpackArchive(archive, limits))).message).toMatch(/more than 100 entries/);
  });
});

describe("entry paths", () => {
  it("normalises harmless forms and refuses control characters", () => {
    expect(safeEntryPath("./a//b/./c.py")).toBe("a/b/c.py");
    expect(() => safeEntryPath("a\u0000b")).toThrow(SourceRejected);
  });

  it("strips the one top folder repository archives wrap everything in", () => {
    const content = Buffer.from("x");
    const stripped = stripCommonRoot({
      files: [
        { path: "org-repo-1234/src/a.py", content },
        { path: "org-repo-1234/b.py", content },
      ],
      skipped: [],
    });
    expect(stripped.files.map((file) => file.path)).toEqual(["src/a.py", "b.py"]);
    const flat = stripCommonRoot({ files: [{ path: "a.py", content }], skipped: [] });
    expect(flat.files.map((file) => file.path)).toEqual(["a.py"]);
  });
});
