import type { CallFacts, LanguageModel } from "../types";

/** A program that runs its arguments as a shell command line (`bash -c cmd`). */
const SHELL = /(^|[/\\])(sh|bash|zsh|dash|ksh|cmd(\.exe)?|powershell(\.exe)?|pwsh)$/i;
const runsShell = (c: CallFacts) => SHELL.test(String(c.arg(0)?.constant ?? ""));

/** Command-line parsers, processes started with a shell, remote commands, executor callbacks. */
export const pythonProcessModel: Partial<LanguageModel> = {
  sources: [
    {
      calls: [
        "argparse.ArgumentParser#parse_args",
        "argparse.ArgumentParser#parse_known_args",
        "argparse.ArgumentParser#parse_intermixed_args",
        "optparse.OptionParser#parse_args",
      ],
      label: "the command line",
      local: true,
    },
    // Click fills a command's parameters from its options and arguments.
    { routeDecorators: /^click\.(command|group|option|argument)$/, label: "the command line", local: true },
  ],
  // Executors and process pools call the function they are given with what follows it:
  // `pool.submit(fn, x)` runs fn(x), `pool.map(fn, xs)` and `pool.apply_async(fn, (x,))` fn on each.
  callbacks: [
    { calls: ["*#submit"], fn: 0, over: 1, applies: "whole", result: "none" },
    { calls: ["*#map", "*#imap", "*#imap_unordered"], fn: 0, over: 1, applies: "each", result: "none" },
    { calls: ["*#apply_async", "*#apply"], fn: 0, over: 1, applies: "spread", result: "none" },
    // `threading.Thread(target=f, args=(x,))`, `multiprocessing.Process(...)`: the started thread runs f(x).
    {
      calls: ["threading#Thread", "multiprocessing#Process", "threading#Timer"],
      fn: "target",
      over: "args",
      applies: "spread",
      result: "none",
    },
  ],
  sinks: [
    // `create_subprocess_exec("bash", "-c", cmd)`: every argument after a shell is its command text.
    {
      calls: ["asyncio#create_subprocess_exec", "asyncio.subprocess#create_subprocess_exec"],
      kind: "command",
      when: runsShell,
      label: "a shell command",
    },
    // `loop.run_in_executor(None, exec, code)` calls the function it is given with the arguments after it.
    {
      calls: ["*#run_in_executor"],
      kind: "code",
      args: [2],
      when: (c) => /^(builtins\.)?(exec|eval)$/.test(c.arg(1)?.text ?? ""),
      label: "code evaluation",
    },
    {
      calls: ["*#run_in_executor"],
      kind: "command",
      args: [2],
      when: (c) => /^(os\.(system|popen)|subprocess\.getoutput)$/.test(c.arg(1)?.text ?? ""),
      label: "a shell command",
    },
    // Fabric and Invoke run their command text through a shell, locally or on the remote host.
    {
      calls: [
        "fabric.Connection#run",
        "fabric.Connection#sudo",
        "fabric.Connection#local",
        "fabric.api#run",
        "fabric.api#sudo",
        "fabric.api#local",
        "fabric.operations#run",
        "fabric.operations#sudo",
        "fabric.operations#local",
        "invoke#run",
        "invoke#sudo",
      ],
      kind: "command",
      args: [0],
      keywords: ["command"],
      label: "a shell command",
    },
    {
      calls: ["paramiko.SSHClient#exec_command"],
      kind: "command",
      args: [0],
      keywords: ["command"],
      label: "a remote shell command",
    },
  ],
  // A parser made elsewhere (`parser = get_parser()`) is known by its name.
  typeHints: { "argparse.ArgumentParser": /^(parser|arg_?parser|argument_parser|cli_parser)$/ },
  returnTypes: {
    "argparse#ArgumentParser": "argparse.ArgumentParser",
    "optparse#OptionParser": "optparse.OptionParser",
    "paramiko#SSHClient": "paramiko.SSHClient",
    "fabric#Connection": "fabric.Connection",
    "fabric.connection#Connection": "fabric.Connection",
    "paramiko.client#SSHClient": "paramiko.SSHClient",
  },
};
