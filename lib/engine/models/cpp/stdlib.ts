import type { LanguageModel } from "../types";

const STREAMS = ["cin", "wcin", "istream", "wistream", "ifstream", "fstream"];
const NUMBER =
  /^(unsigned|signed|int|long|short|float|double|bool|char|size_t|ssize_t|u?int(8|16|32|64)_t|uint|ulong)$/;

/** The C++ standard library on top of the C one: `std::` spellings of the C calls, streams. */
export const cppStdModel: Partial<LanguageModel> = {
  sources: [
    { calls: ["std#getenv"], label: "the environment", local: true },
    { calls: ["std#getline", "std#fgets", "std#scanf"], label: "input read from a stream", local: true },
    {
      calls: STREAMS.flatMap((s) => ["getline", "read", "readsome", "get"].map((m) => `${s}#${m}`)),
      label: "input read from a stream",
      local: true,
    },
    {
      // `>>` is how the lowering names a stream extraction (`std::cin >> name`); a number read so is
      // only a number.
      calls: STREAMS.map((s) => `${s}#>>`),
      when: (c) => !NUMBER.test(c.arg(0)?.type ?? ""),
      label: "input read from a stream",
      local: true,
    },
  ],
  sinks: [{ calls: ["std#system", "std#popen"], kind: "command", args: [0], label: "a shell" }],
  sanitizers: [
    { calls: ["std#stoi", "std#stol", "std#stoul", "std#stod", "std#atoi", "stoi", "stol"], kinds: "all" },
  ],
  cleanMethods: ["size", "length", "empty", "compare", "find"],
};
