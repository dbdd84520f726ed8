import type { LanguageModel } from "../types";

/** Libraries' checks that a path stays inside a folder. */
export const goPathsModel: Partial<LanguageModel> = {
  guards: [
    // gulu's `File.IsSubPath(absPath, toCheckPath)` is true only when filepath.Rel from the folder
    // to the path does not climb out with `..`: the path checked is confined to that folder.
    // Reference: https://pkg.go.dev/github.com/88250/gulu#GuluFile.IsSubPath
    { calls: ["*#IsSubPath"], subject: "arg1", kinds: ["path"] },
    // `rel, err := filepath.Rel(base, p)` then `strings.HasPrefix(rel, "..")` found false: p does
    // not climb out of base. A cleaned path that does not start with `..` has none inside either.
    // Reference: https://pkg.go.dev/path/filepath#Rel
    {
      calls: ["strings#HasPrefix"],
      subject: "arg0",
      kinds: ["path"],
      negated: true,
      anchored: /^\.\.([/\\]|$)/,
      through: ["Rel"],
      throughArg: 1,
      requires: "normalized",
    },
  ],
};
