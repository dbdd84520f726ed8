import type { LanguageModel } from "../types";

/**
 * pathlib (docs.python.org/3/library/pathlib.html): a Path's methods that read, write, list or
 * make what it names, and its containment checks (#pathlib.PurePath.relative_to):
 * `relative_to(base)` raises ValueError for a path outside the base, `is_relative_to(base)` says
 * whether it is inside. Both compare the text, so only a resolved path (`.resolve()`,
 * `os.path.realpath`) is confined: `/srv/static/../secret` is lexically inside `/srv/static`.
 */
export const pathlibModel: Partial<LanguageModel> = {
  sinks: [
    {
      // A Path is only a name until one of these reads, writes, lists or makes what it names.
      calls: [
        "read_text",
        "read_bytes",
        "write_text",
        "write_bytes",
        "open",
        "unlink",
        "rmdir",
        "touch",
        "mkdir",
        "iterdir",
        "glob",
        "rglob",
        "rename",
        "replace",
      ].map((m) => `Path#${m}`),
      kind: "path",
      args: ["receiver"],
      label: "a file path",
    },
  ],
  guards: [
    {
      calls: ["*#relative_to"],
      subject: "receiver",
      kinds: ["path"],
      requires: "normalized",
      fails: "throws",
    },
    { calls: ["*#is_relative_to"], subject: "receiver", kinds: ["path"], requires: "normalized" },
  ],
};
