import type { LanguageModel } from "../types";

/** The C++ standard library on top of the C one: `std::` spellings of the C calls, streams. */
export const cppStdModel: Partial<LanguageModel> = {
  sources: [
    { calls: ["std#getenv", "std#getline", "std#fgets", "std#scanf"], label: "input read from a stream" },
    { calls: ["istream#getline", "cin#getline", "ifstream#getline"], label: "input read from a stream" },
  ],
  sinks: [{ calls: ["std#system", "std#popen"], kind: "command", args: [0], label: "a shell" }],
  sanitizers: [
    { calls: ["std#stoi", "std#stol", "std#stoul", "std#stod", "std#atoi", "stoi", "stol"], kinds: "all" },
  ],
  cleanMethods: ["size", "length", "empty", "compare", "find"],
};
