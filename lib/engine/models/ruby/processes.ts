import type { CallFacts, LanguageModel } from "../types";

/** Kernel, Process, Open3 and PTY calls that run a command. */
const PROCESS_CALLS = [
  "system",
  "exec",
  "spawn",
  "`",
  "Kernel#system",
  "Kernel#exec",
  "Kernel#spawn",
  "Process#spawn",
  "IO#popen",
  "Open3#popen3",
  "Open3#popen2",
  "Open3#popen2e",
  "Open3#capture2",
  "Open3#capture2e",
  "Open3#capture3",
  "PTY#spawn",
];

/** The program run is a shell (`system("sh", "-c", script)`, `IO.popen(["bash", "-c", s])`): its arguments are commands. */
const runsShell = (c: CallFacts) => {
  const first = c.arg(0)?.isMap ? c.arg(1) : c.arg(0);
  const program = first?.isList ? first.item(0)?.constant : first?.constant;
  return /^(\/(usr\/)?bin\/)?(ba|z|da|k)?sh$/.test(String(program ?? ""));
};

/** Open3's pipelines run each argument as a command of the pipeline (`pipeline_r("sort #{f}", "uniq")`). */
const PIPELINES = ["pipeline", "pipeline_r", "pipeline_w", "pipeline_rw", "pipeline_start"].map(
  (m) => `Open3#${m}`,
);

/** Kernel, Process, Open3 and PTY: the calls that run programs and shell commands. */
export const rubyProcessModel: Partial<LanguageModel> = {
  sinks: [
    // A command line is run by the shell; given more arguments (`system("grep", "-e", q)`), the
    // program runs with them and no shell, unless the program is a shell itself.
    {
      calls: PROCESS_CALLS,
      kind: "command",
      args: [0],
      when: (c) => !c.arg(0)?.isMap && (!c.arg(0)?.isList || c.arg(0)?.item(0)?.tainted === true),
      label: "a shell command",
    },
    {
      calls: PROCESS_CALLS,
      kind: "command",
      args: [1],
      when: (c) => c.arg(0)?.isMap === true,
      label: "a shell command",
    },
    { calls: PROCESS_CALLS, kind: "command", when: runsShell, label: "a shell command" },
    { calls: PIPELINES, kind: "command", label: "a shell command" },
  ],
};
