import { readdirSync } from "node:fs";
import path from "node:path";

/**
 * The clean-code corpus: mature, widely used and well-reviewed open-source code, where every high or
 * critical finding is presumed false. Only this list is kept in git; prepare.ts copies the listed
 * folders at the listed commit out of fetched mirrors into .corpora/cleancode/<language>/<owner>+<repo>/.
 * Tests and vendored code are left out: by folder here, and by name for every project (isLeftOut).
 */

export const CLEAN_LANGUAGES = [
  "java",
  "csharp",
  "python",
  "javascript",
  "go",
  "php",
  "ruby",
  "c-cpp",
] as const;
export type CleanLanguage = (typeof CLEAN_LANGUAGES)[number];

/** The source files a language's projects contribute; JavaScript and TypeScript count together, as do C and C++. */
export const CLEAN_EXTENSIONS: Record<CleanLanguage, RegExp> = {
  java: /\.java$/,
  csharp: /\.cs$/,
  python: /\.py$/,
  javascript: /\.(js|jsx|mjs|cjs|ts|tsx)$/,
  go: /\.go$/,
  php: /\.php$/,
  ruby: /\.rb$/,
  "c-cpp": /\.(c|h|cc|cpp|cxx|hpp|hh)$/,
};

export interface CleanProject {
  /** owner/name on GitHub. */
  repo: string;
  commit: string;
  /** Folders taken, from the repository's root ("." for all of it). */
  folders: string[];
  /** Paths under those folders left out (tests, examples, vendored code the folder list cannot avoid). */
  exclude?: string[];
  why: string;
}

export const CLEAN_CORPUS: Record<CleanLanguage, CleanProject[]> = {
  java: [
    {
      repo: "jhy/jsoup",
      commit: "46b620860af930eedc193a705eaf7cea5aec89a6",
      folders: ["src/main/java"],
      why: "The standard Java HTML parser and sanitiser: URLs, markup and escaping everywhere.",
    },
    {
      repo: "apache/commons-io",
      commit: "d83aeb6f4774aee75d857b29fb6cd89132c9a91b",
      folders: ["src/main/java"],
      why: "Apache's file and stream utilities: paths, files and streams built from parameters all through.",
    },
    {
      repo: "apache/commons-text",
      commit: "5a23e10056646febd4d43527a8c5b930ea540c78",
      folders: ["src/main/java"],
      why: "Apache's string library: escaping, substitution and lookups (the reviewed successor of Text4Shell).",
    },
    {
      repo: "brettwooldridge/HikariCP",
      commit: "604d7d5838e96afbbdd4e19eedab7497cf368eb6",
      folders: ["src/main/java"],
      why: "The default JDBC connection pool of Spring Boot: statements, reflection and configuration.",
    },
  ],
  csharp: [
    {
      repo: "DapperLib/Dapper",
      commit: "6d48ef664acc7298c649e2d449d903b3360d5a90",
      folders: ["Dapper"],
      why: "The micro-ORM behind Stack Overflow: ADO.NET commands and SQL text handled all through.",
    },
    {
      repo: "serilog/serilog",
      commit: "60935b4d7abad71cf6157b45a10f5c3c65ead527",
      folders: ["src/Serilog"],
      why: "The most used structured logging library for .NET: formatting, reflection and configuration.",
    },
    {
      repo: "FluentValidation/FluentValidation",
      commit: "ea299fe59719950018fa240dab86da414190d7f4",
      folders: ["src/FluentValidation"],
      why: "The common input-validation library of ASP.NET applications: expressions and messages.",
    },
    {
      repo: "AutoMapper/AutoMapper",
      commit: "4b9633f60ee386cf0efc69b967e04fa28405cf3e",
      folders: ["src/AutoMapper"],
      why: "The widely used object mapper: expression trees and reflection over user types.",
    },
  ],
  python: [
    {
      repo: "pallets/werkzeug",
      commit: "1b00618e787f40dfb21eba29caf8f8be7c8e1d93",
      folders: ["src/werkzeug"],
      why: "Flask's WSGI toolkit: requests, routing, files, debugger and security helpers.",
    },
    {
      repo: "pallets/flask",
      commit: "2ac89889f4cc330eabd50f295dcef02828522c69",
      folders: ["src/flask"],
      why: "The Python web framework itself: request handling, sessions, templates and the CLI.",
    },
    {
      repo: "encode/django-rest-framework",
      commit: "751a19fe1b237beca9af7d587fce55d3e09d3741",
      folders: ["rest_framework"],
      why: "The Django API framework: views, serializers, authentication, filters over querysets.",
    },
    {
      repo: "pallets/jinja",
      commit: "5ef70112a1ff19c05324ff889dd30405b1002044",
      folders: ["src/jinja2"],
      why: "The template engine of Flask and Ansible: compiles templates to Python, autoescaping, sandbox.",
    },
  ],
  javascript: [
    {
      repo: "nodejs/undici",
      commit: "7eb7c8ec8f23acd9c3da93a286162f8c1dc68326",
      folders: ["lib"],
      why: "Node.js's own HTTP client and fetch: URLs, headers, sockets and caches.",
    },
    {
      repo: "knex/knex",
      commit: "e25d54bcb707714a17f5a5744eba5c4246bb4d1d",
      folders: ["lib"],
      why: "The common SQL query builder for Node.js: builds and runs SQL text for every dialect.",
    },
    {
      repo: "typeorm/typeorm",
      commit: "281bfba42a5813b106bcf5ba79bc7f7251bd1e73",
      folders: ["src/query-builder", "src/driver/postgres", "src/driver/mysql", "src/driver/sqlite-abstract"],
      why: "The most used TypeScript ORM: its query builders and the drivers that run their SQL.",
    },
    {
      repo: "socketio/socket.io",
      commit: "d2d753fed4435015c2d83fe62e676b44e07fa3f7",
      folders: [
        "packages/socket.io/lib",
        "packages/engine.io/lib",
        "packages/socket.io-adapter/lib",
        "packages/socket.io-parser/lib",
      ],
      why: "The real-time server most Node.js applications use: HTTP upgrades, parsing client packets.",
    },
  ],
  go: [
    {
      repo: "caddyserver/caddy",
      commit: "0cf03d32f7d99cf160d5375e8a40fbe3d910d515",
      folders: ["."],
      exclude: ["caddytest"],
      why: "A production web server: file serving, reverse proxy, templates, TLS and an admin API.",
    },
    {
      repo: "prometheus/client_golang",
      commit: "89c60c0554699c74fa3d4eec472b98a3108905e3",
      folders: ["prometheus"],
      why: "The Prometheus instrumentation library, in most Go services: HTTP handlers and exposition.",
    },
    {
      repo: "go-chi/chi",
      commit: "735ae2b87f8c733d616e809ae86e0985c1bc3350",
      folders: ["."],
      exclude: ["_examples"],
      why: "A widely used Go HTTP router and its middleware (request ids, real IP, compression).",
    },
    {
      repo: "jmoiron/sqlx",
      commit: "41dac167fdad5e3fd81d66cafba0951dc6823a30",
      folders: ["."],
      why: "The common extension of database/sql: named queries and binding rewritten as SQL text.",
    },
  ],
  php: [
    {
      repo: "composer/composer",
      commit: "eba7baa59eb1b59246cf9800b0120fe78915b6ac",
      folders: ["src/Composer"],
      why: "PHP's package manager: runs git, svn and shell processes, downloads and unpacks archives.",
    },
    {
      repo: "doctrine/dbal",
      commit: "afcd62473459a3eab92c684ed60d5c4bf42c6164",
      folders: ["src"],
      why: "The database layer under Doctrine ORM and Symfony: builds SQL for every platform.",
    },
    {
      repo: "PHPMailer/PHPMailer",
      commit: "4a489474e7ef8bbf03c1cb219d8939ea76a7fb40",
      folders: ["src"],
      why: "The mail library of WordPress and Drupal: headers, sendmail processes, SMTP; hardened by past CVEs.",
    },
    {
      repo: "guzzle/guzzle",
      commit: "2779e868a00289e1b1fd854af030c43a06f4bcb4",
      folders: ["src"],
      why: "PHP's standard HTTP client: URLs, redirects, cURL options and cookies.",
    },
  ],
  ruby: [
    {
      repo: "rails/rails",
      commit: "2a2db1e8d6d104ee0611efcae7eb023af65cff34",
      folders: ["actionpack/lib", "actionview/lib"],
      why: "Rails' controllers, routing, rendering and HTML helpers: params, redirects and escaping.",
    },
    {
      repo: "sidekiq/sidekiq",
      commit: "1bb4aa06e5aa178a114a5e855f9f3d5c24f6c61b",
      folders: ["lib"],
      why: "The standard Ruby job processor, with its own web UI (a small Rack application).",
    },
    {
      repo: "jekyll/jekyll",
      commit: "202df571314ba1d18e9fccd81d12aaad4a703c38",
      folders: ["lib"],
      why: "GitHub Pages' site generator: files, paths, Liquid templates and a local server.",
    },
    {
      repo: "puma/puma",
      commit: "ff2e2126ee2f0f97e21c57ce1967afde1b6f05a1",
      folders: ["lib"],
      why: "The default Rails web server: parses requests, forks workers, runs the control app.",
    },
  ],
  "c-cpp": [
    {
      repo: "libuv/libuv",
      commit: "6179e7af87413396d5853a1c3722c8b5749336c8",
      folders: ["src", "include"],
      why: "Node.js's event loop: sockets, files, processes and buffers in portable C.",
    },
    {
      repo: "madler/zlib",
      commit: "d201f04c72b0881220f5ba75ca19fd0e19fa848b",
      folders: ["."],
      exclude: [
        "amiga",
        "contrib",
        "examples",
        "msdos",
        "nintendods",
        "old",
        "os400",
        "qnx",
        "test",
        "watcom",
        "win32",
      ],
      why: "The compression library in nearly everything: pointer arithmetic over untrusted input.",
    },
    {
      repo: "google/re2",
      commit: "972a15cedd008d846f1a39b2e88ce48d7f166cbd",
      folders: ["re2", "util"],
      exclude: ["re2/testing", "re2/fuzzing"],
      why: "Google's regular-expression engine in C++, built for untrusted patterns and input.",
    },
    {
      repo: "fmtlib/fmt",
      commit: "60ccad511fd680cb91d8b60a315759f71c67bef9",
      folders: ["include", "src"],
      why: "The C++ formatting library std::format came from: buffers, formatting and output.",
    },
  ],
};

export const CLEAN_DIR = path.resolve(import.meta.dirname, "../../.corpora/cleancode");

/** Where prepare.ts puts a project's files. */
export function projectDir(language: CleanLanguage, repo: string): string {
  return path.join(CLEAN_DIR, language, repo.replace("/", "+"));
}

/** Tests, fixtures, vendored folders and declaration files, by name, in every project. */
const LEFT_OUT =
  /(^|\/)(tests?|testdata|testing|__tests__|__mocks__|fixtures|vendor|third_party|node_modules)\/|_test\.go$|\.(test|spec)\.[cm]?[jt]sx?$|\.d\.ts$/;

export function isLeftOut(project: CleanProject, file: string): boolean {
  return LEFT_OUT.test(file) || (project.exclude ?? []).some((p) => file === p || file.startsWith(`${p}/`));
}

/** Every file under a folder of the prepared corpus, by path. */
export function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...filesUnder(full));
    else out.push(full);
  }
  return out.sort();
}

/** Physical lines, a last line without its newline included: the figure's denominator. */
export function lineCount(text: string): number {
  if (text.length === 0) return 0;
  let n = 0;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) n++;
  return text.endsWith("\n") ? n : n + 1;
}
