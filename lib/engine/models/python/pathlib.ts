import type { LanguageModel } from "../types";

/**
 * pathlib's containment checks (docs.python.org/3/library/pathlib.html#pathlib.PurePath.relative_to):
 * `relative_to(base)` raises ValueError for a path outside the base, `is_relative_to(base)` says
 * whether it is inside. Both compare the text, so only a resolved path (`.resolve()`,
 * `os.path.realpath`) is confined: `/srv/static/../secret` is lexically inside `/srv/static`.
 */
export const pathlibModel: Partial<LanguageModel> = {
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
