import type { EntryPointModel, LanguageModel } from "../types";

/** The command line is the program's input: main's argument vector (and environment) is untrusted. */
export const libcEntryPoints: EntryPointModel[] = [
  { kind: "function", name: "main", fromParam: 1, mark: "argv" },
];

/**
 * The C library and POSIX: the command line, the environment, files, sockets and the terminal in;
 * shells and program execution out. Functions that fill a buffer (`fgets(buf, …)`) are lowered as
 * assignments to that buffer, so naming them as sources taints the buffer.
 */
export const libcModel: Partial<LanguageModel> = {
  sources: [
    { paramAnnotations: ["argv"], label: "the command line", local: true },
    { calls: ["getenv", "secure_getenv", "_wgetenv"], label: "the environment", local: true },
    {
      calls: [
        "fgets",
        "gets",
        "fgetws",
        "getline",
        "getdelim",
        "scanf",
        "fscanf",
        "fread",
        "getchar",
        "fgetc",
      ],
      label: "input read from a file or the terminal",
      local: true,
    },
    {
      calls: ["read", "pread", "recv", "recvfrom", "recvmsg"],
      label: "data read from a socket or descriptor",
      local: true,
    },
  ],
  sinks: [
    {
      calls: ["system", "_wsystem", "popen", "_popen", "_wpopen"],
      kind: "command",
      args: [0],
      label: "a shell",
    },
    {
      calls: [
        "execl",
        "execlp",
        "execle",
        "execv",
        "execvp",
        "execve",
        "execvpe",
        "posix_spawn",
        "posix_spawnp",
      ],
      kind: "command",
      label: "a program execution",
    },
    {
      calls: ["WinExec", "ShellExecuteA", "ShellExecuteW", "CreateProcessA", "CreateProcessW"],
      kind: "command",
      label: "a process",
    },
  ],
  sanitizers: [
    {
      calls: ["atoi", "atol", "atoll", "atof", "strtol", "strtoul", "strtoll", "strtoull", "strtod"],
      kinds: "all",
    },
    { calls: ["basename"], kinds: ["path"] },
  ],
  guards: [],
  cleanMethods: [
    "sizeof",
    "strlen",
    "strnlen",
    "wcslen",
    "strcmp",
    "strncmp",
    "strcasecmp",
    "strncasecmp",
    "memcmp",
    "isalnum",
    "isalpha",
    "isdigit",
    "isspace",
    "access",
    "stat",
  ],
  returnTypes: {},
  typeHints: {},
};
