import { isLocation, on } from "../common/calls";
import type { LanguageModel } from "../types";

/** Doctrine DBAL's Connection methods that run the SQL text they are given first. */
const DBAL_QUERIES = [
  "fetchAllAssociative",
  "fetchAssociative",
  "fetchOne",
  "fetchFirstColumn",
  "fetchAllNumeric",
  "fetchNumeric",
  "fetchAllKeyValue",
  "iterateAssociative",
  "executeUpdate",
  "prepare",
];
/** Flysystem's (and Laravel's Filesystem over it) operations on the path given first. */
const FLYSYSTEM = ["read", "readStream", "write", "writeStream", "delete", "deleteDirectory", "move", "copy"];
const FLYSYSTEM_TYPES = ["Filesystem", "FilesystemOperator"];
/** Smarty's template resources whose name is the template's source itself. */
const SMARTY_SOURCE = /^(string|eval):/i;

/**
 * Composer packages beyond the frameworks: Doctrine DBAL, Laminas DB, Medoo, Yii's ActiveRecord,
 * phpseclib, PHPMailer, Flysystem, Smarty, Symfony YAML, Guzzle's constructors, Slim's responses,
 * Redis and Laminas MVC's parameters. References: each package's documentation, and CodeQL's PHP
 * model knowledge of the same (github.com/github/codeql, php/ql/lib).
 */
export const phpPackagesModel: Partial<LanguageModel> = {
  sources: [
    // Laminas MVC: `$this->params()->fromQuery('q')` (docs.laminas.dev/laminas-mvc/plugins).
    {
      calls: ["fromQuery", "fromPost", "fromRoute", "fromHeader", "fromFiles"].map((m) => `*#${m}`),
      label: "the HTTP request",
    },
  ],
  sinks: [
    {
      calls: [
        // doctrine-project.org/projects/doctrine-dbal/en/latest/reference/data-retrieval-and-manipulation.html
        ...on(["Connection"], DBAL_QUERIES),
        // docs.laminas.dev/laminas-db/adapter: `$adapter->query($sql)`.
        "Adapter#query",
        // medoo.in/api/query
        "Medoo#query",
        "Medoo#exec",
        // Yii 2 ActiveRecord::findBySql.
        "*#findBySql",
      ],
      kind: "sql",
      args: [0],
      label: "a SQL query",
    },
    // phpseclib's SSH2::exec runs its command line on the remote host's shell.
    { calls: ["SSH2#exec", "Net_SSH2#exec"], kind: "command", args: [0], label: "a shell command" },
    // mail()'s fifth argument is handed to sendmail as options (`-X` writes a file).
    { calls: ["mail", "mb_send_mail"], kind: "command", args: [4], label: "the mailer's options" },
    // PHPMailer attaches the file at the path it is given (github.com/PHPMailer/PHPMailer).
    {
      calls: ["PHPMailer#addAttachment", "PHPMailer#addEmbeddedImage"],
      kind: "path",
      args: [0],
      label: "a file path",
    },
    { calls: on(FLYSYSTEM_TYPES, FLYSYSTEM), kind: "path", args: [0], label: "a file path" },
    { calls: on(FLYSYSTEM_TYPES, ["move", "copy"]), kind: "path", args: [1], label: "a file path" },
    // Smarty's `fetch('string:' . $x)` compiles the text as a template (smarty.net/docs resources).
    {
      calls: ["Smarty#fetch", "Smarty#display"],
      kind: "code",
      args: [0],
      when: (c) => SMARTY_SOURCE.test(c.arg(0)?.prefix ?? String(c.arg(0)?.constant ?? "")),
      label: "a template",
    },
    // Twig renders the name it is given as the template itself with a string loader (Twig 1's
    // Twig_Loader_String); an array loader's values are templates (twig.symfony.com/doc/3.x/api.html).
    {
      calls: ["Twig_Environment#render", "Environment#render"],
      kind: "code",
      args: [0],
      when: (c) => /\bTwig_Loader_String\b/.test(c.before),
      label: "a template",
    },
    { calls: ["new ArrayLoader", "new Twig_Loader_Array"], kind: "code", args: [0], label: "a template" },
    // Symfony YAML builds objects from `!php/object` tags only when asked with PARSE_OBJECT.
    {
      calls: ["Yaml#parse"],
      kind: "deserialization",
      args: [0],
      when: (c) => /PARSE_OBJECT\b/.test(c.arg(1)?.text ?? ""),
      label: "deserialization",
    },
    { calls: ["Yaml#parseFile"], kind: "path", args: [0], label: "a file path" },
    // Guzzle: a client's base_uri is where every request goes; a PSR-7 request's URI is second.
    { calls: ["new Client"], kind: "ssrf", args: [0], fields: ["base_uri"], label: "an outbound request" },
    {
      calls: ["new Request"],
      kind: "ssrf",
      args: [1],
      when: (c) => /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)$/i.test(String(c.arg(0)?.constant ?? "")),
      label: "an outbound request",
    },
    // Slim and other PSR-7 responses: a Location header, and Slim 3's withRedirect.
    {
      calls: ["ResponseInterface#withHeader", "Response#withHeader"],
      kind: "redirect",
      args: [1],
      when: isLocation,
      label: "a Location header",
    },
    { calls: ["Response#withRedirect"], kind: "redirect", args: [0], label: "a redirect" },
    // Redis's EVAL runs the Lua script it is given (phpredis, Predis).
    { calls: ["Redis#eval", "Redis#evalSha"], kind: "code", args: [0], label: "a Lua script" },
  ],
  sanitizers: [
    // A signed token and a password hash are plain data (base64url, crypt format).
    { calls: ["JWT#encode", "sodium_crypto_pwhash_str", "random_bytes"], kinds: "all" },
    // Doctrine DBAL's quote escapes a value, quotes and all.
    { calls: ["Connection#quote", "Adapter#quoteValue"], kinds: ["sql"] },
  ],
  returnTypes: {
    "new Medoo": "Medoo",
    "HttpClient#create": "HttpClientInterface",
    "DriverManager#getConnection": "Connection",
    "EntityManager#getConnection": "Connection",
    "EntityManagerInterface#getConnection": "Connection",
  },
  typeHints: { Redis: /^(redis|predis)$/i, PHPMailer: /^(mail|mailer|phpmailer)$/i },
};
