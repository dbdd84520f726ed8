import type { CallFacts, LanguageModel } from "../types";

const FS_METHODS = [
  "readFile",
  "readFileSync",
  "writeFile",
  "writeFileSync",
  "appendFile",
  "appendFileSync",
  "createReadStream",
  "createWriteStream",
  "unlink",
  "unlinkSync",
  "readdir",
  "readdirSync",
  "rm",
  "rmSync",
  "rmdir",
  "open",
  "openSync",
  "stat",
  "statSync",
  "access",
  "accessSync",
  "mkdir",
  "mkdirSync",
  "existsSync",
];
/** Methods that take two paths, a source and a destination. */
const FS_TWO_PATHS = ["copyFile", "copyFileSync", "rename", "renameSync", "cp", "cpSync", "link", "symlink"];
const fsCalls = (methods: string[]) =>
  methods.flatMap((m) => [`fs#${m}`, `fs/promises#${m}`, `fs.promises#${m}`, `node:fs#${m}`]);

const PATH_BUILDERS = ["path#join", "path#resolve"];
/** A check of a built path against its base directory, later in the function. */
const CONFINED_LATER = /\.(startsWith|indexOf)\(|\brelative\(|\brealpath/;

/** Input in a built path that the function does not check afterwards (the text is read only then). */
const builtUnchecked = (c: CallFacts) => {
  for (let i = 0; i < c.argCount; i++) if (c.arg(i)?.tainted) return !CONFINED_LATER.test(c.after);
  return false;
};

/** Node's file system and paths: where a path from input is opened or built, and what confines it. */
export const filesModel: Partial<LanguageModel> = {
  sinks: [
    // The path only: what `writeFile(path, data)` writes is not where it goes.
    { calls: fsCalls(FS_METHODS), kind: "path", args: [0], label: "a file path" },
    { calls: fsCalls(FS_TWO_PATHS), kind: "path", args: [0, 1], label: "a file path" },
    // A path built from input points wherever the input says, whichever API opens it later (fs,
    // fs-extra, archivers, image libraries, a helper of another module); unless the code checks
    // the result afterwards (`full.startsWith(root)`), which is judged where the path is used.
    {
      calls: PATH_BUILDERS,
      kind: "path",
      when: builtUnchecked,
      label: "a file path",
    },
  ],
  sanitizers: [
    // What a file holds is the file's, not the input that named it (reported as a path above).
    { calls: fsCalls(["readFile", "readFileSync", "readdir", "readdirSync"]), kinds: "all" },
    // sanitize-filename strips separators, `..` and reserved names from a file name.
    { calls: ["path#basename", "sanitize-filename"], kinds: ["path"] },
    // Reported where it is built (see the sink), a path is not reported again where it is opened.
    {
      calls: PATH_BUILDERS,
      kinds: ["path"],
      marks: ["normalized"],
      when: builtUnchecked,
    },
    {
      calls: ["path#normalize", ...PATH_BUILDERS, "fs#realpathSync"],
      kinds: [],
      marks: ["normalized"],
    },
    // `name.replace(/\.\./g, "")`, `name.replace(/^(\.\.[/\\])+/, "")`: the parent-directory
    // steps are taken out of the name.
    {
      calls: ["*#replace", "*#replaceAll"],
      kinds: ["path"],
      when: (c) =>
        /\\\.\\\./.test(String(c.arg(0)?.constant ?? "")) && !String(c.arg(1)?.constant ?? ".").includes("."),
    },
  ],
  guards: [
    { calls: ["*#startsWith"], subject: "receiver", kinds: ["path"], requires: "normalized" },
    { calls: ["*#startsWith"], subject: "receiver", kinds: ["ssrf", "redirect"], prefix: "arg0" },
  ],
};
