import type { LanguageModel } from "../types";

/** Symfony HttpFoundation: the request's parameter bags in; responses and redirects out. */
export const symfonyModel: Partial<LanguageModel> = {
  sources: [
    {
      members: ["request", "req"].flatMap((r) =>
        ["query", "request", "cookies", "headers", "files", "attributes", "server"].map((b) => `${r}.${b}`),
      ),
      calls: [
        "Request#getContent",
        "Request#getRequestUri",
        "Request#getQueryString",
        "Request#getPathInfo",
        "Request#toArray",
      ],
      label: "the HTTP request",
    },
    {
      // A controller's parameter named by a placeholder of its route (`#[Route('/u/{name}')]`,
      // `@Route("/u/{name}")`), and those the request's query or body is mapped onto.
      paramAnnotations: ["Route", "MapQueryParameter", "MapQueryString", "MapRequestPayload"],
      label: "the HTTP request",
    },
  ],
  sinks: [
    { calls: ["new Response"], kind: "xss", args: [0], label: "an HTML response" },
    // Template text compiled from input runs as template code (server-side template injection).
    {
      calls: ["*#createTemplate", "Blade#render", "Blade#compileString"],
      kind: "code",
      args: [0],
      label: "a template",
    },
    {
      // A command line runs through the shell; a list of arguments (`new Process(['ls', $dir])`) does not.
      calls: ["Process#fromShellCommandline", "new Process"],
      kind: "command",
      args: [0],
      when: (c) => !c.arg(0)?.isList,
      label: "a shell command",
    },
    { calls: ["new RedirectResponse", "*#redirect"], kind: "redirect", args: [0], label: "a redirect" },
    {
      // A file sent as the response (`new BinaryFileResponse($path)`, a controller's `$this->file($path)`).
      calls: ["new BinaryFileResponse", "*Controller#file"],
      kind: "path",
      args: [0],
      label: "a file path",
    },
    {
      // The Filesystem component writes, reads and removes the paths it is given.
      calls: [
        "Filesystem#remove",
        "Filesystem#dumpFile",
        "Filesystem#appendToFile",
        "Filesystem#readFile",
        "Filesystem#touch",
        "Filesystem#chmod",
        "Filesystem#copy",
        "Filesystem#rename",
      ],
      kind: "path",
      args: [0, 1],
      label: "a file path",
    },
    {
      calls: [
        "Connection#executeQuery",
        "Connection#executeStatement",
        "*#createQuery",
        "*#createNativeQuery",
      ],
      kind: "sql",
      args: [0],
      label: "a SQL query",
    },
    {
      calls: ["SessionInterface#set", "Session#set"],
      kind: "trust-boundary",
      args: [1],
      label: "the session",
    },
  ],
  typeHints: { Connection: /^(connection|conn)$/ },
};
