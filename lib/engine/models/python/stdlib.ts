import type { LanguageModel } from "../types";
import { PYTHON_STDLIB_MODULES } from "./stdlib-modules";

const shellTrue = (c: { keyword(n: string): { constant?: unknown } | undefined }) =>
  c.keyword("shell")?.constant === true;
/** An argument list that starts a shell (`["/bin/sh", "-c", cmd]`) runs its text as a command. */
/** The subprocess functions that take a command as a string or a list, by position or as `args`. */
const SUBPROCESS_RUNNERS = [
  "subprocess#call",
  "subprocess#run",
  "subprocess#Popen",
  "subprocess#check_call",
  "subprocess#check_output",
];
const SHELL = /(^|[/\\])(sh|bash|zsh|dash|ksh|cmd(\.exe)?|powershell(\.exe)?|pwsh)$/i;

/** The standard library and the common database, XML, YAML and HTTP libraries. */
export const pythonStdlibModel: Partial<LanguageModel> = {
  knownModules: PYTHON_STDLIB_MODULES,
  sources: [
    {
      calls: ["input", "raw_input", "sys.stdin#read", "sys.stdin#readline"],
      label: "console input",
      local: true,
    },
    {
      members: ["os.environ"],
      calls: ["os#getenv", "os.environ#get"],
      label: "the environment",
      local: true,
    },
    { members: ["sys.argv"], label: "the command line", local: true },
    { calls: ["*#recv", "*#recvfrom"], label: "a socket", local: true },
  ],
  sinks: [
    {
      calls: ["*#execute", "*#executemany", "*#executescript", "*#mogrify"],
      kind: "sql",
      args: [0],
      label: "a SQL query",
    },
    {
      calls: ["sqlalchemy#text", "text", "pandas#read_sql", "*#read_sql"],
      kind: "sql",
      args: [0],
      label: "a SQL query",
    },
    {
      calls: [
        "os#system",
        "os#popen",
        "os#popen2",
        "commands#getoutput",
        "commands#getstatusoutput",
        "subprocess#getoutput",
        "subprocess#getstatusoutput",
      ],
      kind: "command",
      args: [0],
      label: "a shell command",
    },
    {
      calls: SUBPROCESS_RUNNERS,
      kind: "command",
      args: [0],
      // A list runs its first element: a shell, or a program the input names.
      when: (c) =>
        shellTrue(c) ||
        !c.arg(0)?.isList ||
        SHELL.test(String(c.arg(0)?.item(0)?.constant ?? "")) ||
        !!c.arg(0)?.item(0)?.tainted,
      label: "a shell command",
    },
    // The command given by name (`run(args=cmd, shell=True)`): with a shell, its text is a command line.
    {
      calls: SUBPROCESS_RUNNERS,
      kind: "command",
      args: [],
      keywords: ["args"],
      when: shellTrue,
      label: "a shell command",
    },
    {
      calls: [
        "os#execl",
        "os#execlp",
        "os#execv",
        "os#execvp",
        "os#spawnl",
        "os#spawnlp",
        "os#spawnv",
        "os#spawnvp",
      ],
      kind: "command",
      label: "a process",
    },
    // The same with an environment last, which is not a command.
    {
      calls: ["os#execve", "os#execvpe", "os#posix_spawn", "os#posix_spawnp"],
      kind: "command",
      args: [0, 1],
      label: "a process",
    },
    { calls: ["os#spawnve", "os#spawnvpe"], kind: "command", args: [1, 2], label: "a process" },
    { calls: ["os#spawnle", "os#spawnlpe"], kind: "command", args: [1], label: "a process" },
    { calls: ["os#execle", "os#execlpe"], kind: "command", args: [0], label: "a process" },
    {
      calls: ["asyncio#create_subprocess_shell", "asyncio.subprocess#create_subprocess_shell"],
      kind: "command",
      args: [0],
      label: "a shell command",
    },
    { calls: ["*#subprocess_shell"], kind: "command", args: [1], label: "a shell command" },
    {
      calls: ["asyncio#create_subprocess_exec", "asyncio.subprocess#create_subprocess_exec"],
      kind: "command",
      args: [0],
      label: "a process",
    },
    { calls: ["*#subprocess_exec"], kind: "command", args: [1], label: "a process" },
    {
      calls: ["eval", "exec", "compile", "builtins#eval", "builtins#exec"],
      kind: "code",
      args: [0],
      label: "code evaluation",
    },
    { calls: ["importlib#import_module", "__import__"], kind: "code", args: [0], label: "a dynamic import" },
    {
      calls: [
        "code#compile_command",
        "code.InteractiveConsole#push",
        "code.InteractiveInterpreter#runsource",
        "code.InteractiveInterpreter#runcode",
        "code.InteractiveConsole#runsource",
        "code.InteractiveConsole#runcode",
      ],
      kind: "code",
      args: [0],
      label: "code evaluation",
    },
    {
      calls: ["_testcapi#run_in_subinterp", "test.support#run_in_subinterp"],
      kind: "code",
      args: [0],
      label: "code evaluation",
    },
    {
      calls: ["_xxsubinterpreters#run_string", "_interpreters#run_string"],
      kind: "code",
      args: [1],
      label: "code evaluation",
    },
    {
      calls: ["numpy#load"],
      kind: "deserialization",
      args: [0],
      keywords: ["file"],
      // Any true value allows pickles: `True`, `1`, a non-empty string.
      when: (c) => !!c.keyword("allow_pickle")?.constant,
      label: "deserialization",
    },
    {
      calls: [
        "open",
        "io#open",
        "codecs#open",
        "os#remove",
        "os#unlink",
        "os#rmdir",
        "os#mkdir",
        "os#makedirs",
        "os#listdir",
        "os#rename",
        "shutil#copy",
        "shutil#copyfile",
        "shutil#rmtree",
        "shutil#move",
        "tarfile#open",
        "zipfile#ZipFile",
        "os#open",
        "fileinput#input",
      ],
      kind: "path",
      args: [0],
      label: "a file path",
    },
    {
      calls: [
        "pickle#loads",
        "pickle#load",
        "cPickle#loads",
        "cPickle#load",
        "marshal#loads",
        "marshal#load",
        "shelve#open",
        "dill#loads",
        "jsonpickle#decode",
        "_pickle#loads",
        "_pickle#load",
        "dill#load",
        "pandas#read_pickle",
        "joblib#load",
      ],
      kind: "deserialization",
      args: [0],
      label: "deserialization",
    },
    {
      calls: ["yaml#load", "yaml#load_all", "yaml#unsafe_load", "yaml#full_load"],
      kind: "deserialization",
      args: [0],
      when: (c) => {
        // The loader by keyword or as the second argument (`yaml.load(doc, yaml.CSafeLoader)`).
        const given = c.keyword("Loader") ?? c.arg(1);
        const loader = String(given?.constant ?? given?.text ?? "");
        // SafeLoader and BaseLoader build only plain data (BaseLoader only strings).
        return !/Safe|BaseLoader/.test(loader);
      },
      label: "YAML deserialization",
    },
    {
      calls: [
        "xml.sax#parseString",
        "xml.sax#parse",
        "xml.dom.minidom#parseString",
        "xml.dom.minidom#parse",
        "xml.dom.pulldom#parseString",
        "lxml.etree#fromstring",
        "lxml.etree#parse",
        "etree#fromstring",
        "etree#XML",
      ],
      kind: "xxe",
      args: [0],
      label: "an XML parser",
    },
    {
      calls: ["*#search_s", "*#search_st", "*#search_ext_s", "*#search"],
      kind: "ldap",
      args: [2],
      label: "an LDAP filter",
    },
    // ldap3: Connection.search(search_base, search_filter, …)
    {
      calls: ["ldap3.Connection#search"],
      kind: "ldap",
      args: [1],
      keywords: ["search_filter"],
      label: "an LDAP filter",
    },
    {
      calls: ["*#xpath", "etree#XPath", "lxml.etree#XPath"],
      kind: "xpath",
      args: [0],
      label: "an XPath query",
    },
    {
      calls: [
        "requests#get",
        "requests#post",
        "requests#put",
        "requests#delete",
        "requests#head",
        "requests#patch",
        "urllib.request#urlopen",
        "urllib.request#Request",
        "urllib2#urlopen",
        "urllib#urlopen",
        "httpx#get",
        "httpx#post",
        "httpx#put",
        "httpx#delete",
        "httpx#head",
        "httpx#patch",
        "*#urlopen",
        ...["get", "post", "put", "delete", "head", "patch", "options"].flatMap((m) => [
          `requests.Session#${m}`,
          `httpx.Client#${m}`,
          `httpx.AsyncClient#${m}`,
          `aiohttp.ClientSession#${m}`,
        ]),
      ],
      kind: "ssrf",
      args: [0],
      keywords: ["url"],
      label: "an outbound request",
    },
    {
      calls: ["debug", "info", "warning", "warn", "error", "critical", "exception", "log"].flatMap((m) => [
        `logging#${m}`,
        `Logger#${m}`,
        `LoggerAdapter#${m}`,
      ]),
      kind: "log",
      label: "a log entry",
    },
  ],
  sanitizers: [
    {
      calls: ["int", "float", "bool", "len", "uuid#UUID", "hashlib#sha256", "abs", "round", "ord"],
      kinds: "all",
    },
    { calls: ["shlex#quote", "pipes#quote"], kinds: ["command"] },
    { calls: ["html#escape", "cgi#escape", "xml.sax.saxutils#escape"], kinds: ["xss"] },
    {
      calls: ["urllib.parse#quote", "urllib.parse#quote_plus", "quote", "quote_plus"],
      kinds: ["xss", "path", "command", "redirect", "log"],
    },
    { calls: ["os.path#basename"], kinds: ["path"] },
    {
      calls: ["os.path#normpath", "os.path#realpath", "os.path#abspath", "*#resolve"],
      kinds: [],
      marks: ["normalized"],
    },
    {
      calls: [
        "ldap.filter#escape_filter_chars",
        "escape_filter_chars",
        "ldap3.utils.conv#escape_filter_chars",
        "ldap.filter#filter_format",
      ],
      kinds: ["ldap"],
    },
    { calls: ["*#replace"], kinds: ["log"], when: (c) => /\r|\n/.test(String(c.arg(0)?.constant ?? "")) },
  ],
  guards: [
    { calls: ["*#startswith"], subject: "receiver", kinds: ["path"], requires: "normalized" },
    // `if not os.path.realpath(path).startswith(ROOT): return`: the path the check resolved is the
    // one opening `path` reaches, so the check confines `path` itself.
    {
      calls: ["*#startswith"],
      subject: "receiver",
      kinds: ["path"],
      requires: "normalized",
      through: ["normpath", "realpath", "abspath", "resolve"],
    },
    { calls: ["*#startswith"], subject: "receiver", kinds: ["ssrf", "redirect"], prefix: "arg0" },
    {
      calls: ["*#isdigit", "*#isalnum", "*#isnumeric", "*#isdecimal", "*#isalpha", "*#isidentifier"],
      subject: "receiver",
      kinds: "all",
    },
    { calls: ["re#match", "re#fullmatch"], subject: "arg1", kinds: "all" },
    { calls: ["*#match", "*#fullmatch"], subject: "arg0", kinds: "all" },
    { calls: ["int", "float", "uuid#UUID"], subject: "arg0", kinds: "all", fails: "throws" },
  ],
  // A set of a literal's characters is still that literal's text (an allow-list of characters).
  wrappers: ["set", "frozenset"],
  cleanMethods: [
    "len",
    "isdigit",
    "isalnum",
    "startswith",
    "endswith",
    "count",
    "find",
    "index",
    "exists",
    "isfile",
    "isdir",
    "close",
    "commit",
    "fetchone",
    "fetchall",
    "cursor",
    "hexdigest",
  ],
  callbacks: [
    { calls: ["map"], fn: 0, over: 1, applies: "each", result: "list" },
    { calls: ["filter"], fn: 0, over: 1, applies: "each", result: "source" },
  ],
  exits: ["abort", "flask#abort", "exit", "quit", "sys#exit", "os#_exit"],
  returnTypes: {
    "logging#getLogger": "logging.Logger",
    "pathlib#Path": "Path",
    "random#Random": "random.Random",
    "xml.sax#make_parser": "xml.sax.XMLReader",
    "pathlib#PurePath": "Path",
    "ldap3#Connection": "ldap3.Connection",
    "code#InteractiveConsole": "code.InteractiveConsole",
    "code#InteractiveInterpreter": "code.InteractiveInterpreter",
    "requests#Session": "requests.Session",
    "requests#session": "requests.Session",
    "httpx#Client": "httpx.Client",
    "httpx#AsyncClient": "httpx.AsyncClient",
    "aiohttp#ClientSession": "aiohttp.ClientSession",
  },
  typeHints: { Logger: /^(log|logger|_log|_logger|LOG|LOGGER)$/ },
};
