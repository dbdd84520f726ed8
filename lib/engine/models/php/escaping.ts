import { on } from "../common/calls";
import { replacementMarks } from "../common/escapes";
import type { CallFacts, LanguageModel } from "../types";

export const DB_TYPES = ["PDO", "mysqli", "SQLite3", "Db"];

/** Filters that only let a number, a boolean, an address or a URL through. */
const VALIDATING_FILTER =
  /^FILTER_(VALIDATE_(INT|FLOAT|BOOL|BOOLEAN|EMAIL|IP|MAC|DOMAIN|URL)|SANITIZE_NUMBER_(INT|FLOAT)|SANITIZE_(SPECIAL_CHARS|FULL_SPECIAL_CHARS|EMAIL|ENCODED))$/;
const filterName = (c: CallFacts) => c.arg(1)?.text ?? "";

const lineBreak = (v: unknown) => /\r|\n|\\r|\\n/.test(Array.isArray(v) ? v.join("") : String(v ?? ""));

/** PHP's conversions, escaping and validation filters, each for the sinks it protects. */
export const phpEscapingModel: Partial<LanguageModel> = {
  sanitizers: [
    // What a file holds is the file's, not the input that named it (reported as a path); a URL's
    // body would be its server's, so only a path written from the root or the current folder.
    {
      calls: ["file_get_contents", "file"],
      kinds: "all",
      when: (c) => /^\.{0,2}\//.test(c.arg(0)?.prefix ?? ""),
    },
    // Digests are plain data; a weak one is typed so that the weak-hash rule sees a password stored as one.
    { calls: ["md5", "sha1"], kinds: "all", returns: "WeakDigest" },
    {
      calls: ["hash"],
      kinds: "all",
      when: (c) => /^(md[245]|sha1|ripemd160)$/i.test(String(c.arg(0)?.constant ?? "")),
      returns: "WeakDigest",
    },
    {
      calls: [
        "intval",
        "floatval",
        "boolval",
        "abs",
        "count",
        "strlen",
        "hash",
        "md5_file",
        "sha1_file",
        "hash_file",
        "crc32",
        "password_hash",
        "bin2hex",
        "random_int",
        "ctype_digit",
        "is_numeric",
        "number_format",
        "round",
        "ceil",
        "floor",
        "PDO#quote",
      ],
      kinds: "all",
    },
    {
      calls: ["filter_var"],
      kinds: "all",
      when: (c) => VALIDATING_FILTER.test(filterName(c)) && !/URL|EMAIL/.test(filterName(c)),
    },
    {
      calls: ["filter_var"],
      kinds: ["sql", "command", "xss", "path", "ldap", "xpath", "code", "log"],
      when: (c) => /URL|EMAIL/.test(filterName(c)),
    },
    {
      calls: ["htmlspecialchars", "htmlentities", "esc_html", "esc_attr", "e"],
      kinds: ["xss"],
      marks: ["html"],
    },
    // Tags are removed, quotes are not: safe between tags, not inside an attribute.
    { calls: ["strip_tags"], kinds: ["xss"], marks: ["text"] },
    // WordPress: numbers and keys are plain data; the esc_* functions encode for their context.
    { calls: ["absint", "sanitize_key"], kinds: "all" },
    {
      // esc_url also drops schemes such as `javascript:`, so it holds in a link target.
      calls: [
        "esc_textarea",
        "esc_js",
        "esc_url",
        "esc_url_raw",
        "sanitize_text_field",
        "wp_kses",
        "wp_kses_post",
      ],
      kinds: ["xss"],
    },
    { calls: ["sanitize_file_name"], kinds: ["path"] },
    { calls: ["json_encode"], kinds: ["log"] },
    { calls: ["escapeshellarg", "escapeshellcmd"], kinds: ["command"] },
    {
      calls: ["pg_escape_literal", "pg_escape_identifier", ...on(DB_TYPES, ["quote"]), "wpdb#prepare"],
      kinds: ["sql"],
    },
    {
      // Escaping without the quotes: safe only where the query puts the value inside quotes.
      calls: [
        "mysqli_real_escape_string",
        "mysql_real_escape_string",
        "mysql_escape_string",
        "pg_escape_string",
        "sqlite_escape_string",
        "addslashes",
        ...on(DB_TYPES, ["real_escape_string", "escape_string", "escapeString"]),
        "wpdb#esc_like",
        "esc_sql",
      ],
      kinds: ["sql"],
      marks: ["quoted"],
    },
    // A base name has no directory and no scheme or host.
    { calls: ["basename"], kinds: ["path", "ssrf"] },
    { calls: ["realpath"], kinds: [], marks: ["normalized"] },
    { calls: ["ldap_escape"], kinds: ["ldap"] },
    {
      calls: ["urlencode", "rawurlencode"],
      kinds: ["xss", "command", "path", "redirect", "log", "ldap", "xpath"],
    },
    {
      // Line breaks replaced keep a log line whole; characters replaced one by one are escaping
      // written by hand (models/common/escapes.ts).
      calls: ["str_replace"],
      kinds: [],
      marksOf: (c) => [
        ...(lineBreak(c.arg(0)?.constant) || c.arg(0)?.isList === true ? ["log"] : []),
        ...replacementMarks(c),
      ],
    },
    {
      calls: ["preg_replace"],
      kinds: ["log"],
      when: (c) => lineBreak(c.arg(0)?.constant),
    },
  ],
};
