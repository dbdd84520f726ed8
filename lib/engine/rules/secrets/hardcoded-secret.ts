import { LineIndex } from "../../parse/syntax";
import type { SecretRule } from "../types";

export const hardcodedSecret: SecretRule = {
  kind: "secret",
  id: "hardcoded-secret",
  title: "Hard-coded credential or secret",
  cwe: [798],
  owasp: "A07:2021-Identification and Authentication Failures",
  severity: "high",
  confidence: "high",
  languages: ["java", "python", "javascript", "typescript", "go", "php", "csharp", "ruby", "c", "cpp"],
  message: "A credential or secret key is written in the source code.",
  fix: {
    description:
      "Remove the secret from the code, revoke it, and read it at run time from a secret store or the environment (for example AWS Secrets Manager or SSM Parameter Store).",
  },
};

export interface SecretMatch {
  offset: number;
  length: number;
  message: string;
  confidence: "high" | "medium";
}

const KNOWN: Array<{ pattern: RegExp; label: string }> = [
  { pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g, label: "an AWS access key ID" },
  { pattern: /\bgh[pousr]_[A-Za-z0-9]{36,255}\b/g, label: "a GitHub token" },
  { pattern: /\bgithub_pat_[A-Za-z0-9_]{60,}\b/g, label: "a GitHub token" },
  { pattern: /\bglpat-[A-Za-z0-9_-]{20}\b/g, label: "a GitLab token" },
  { pattern: /\bxox[abprs]-[A-Za-z0-9-]{10,}\b/g, label: "a Slack token" },
  {
    pattern: /https:\/\/hooks\.slack\.com\/services\/T[A-Za-z0-9]+\/B[A-Za-z0-9]+\/[A-Za-z0-9]+/g,
    label: "a Slack webhook URL",
  },
  { pattern: /\b[rs]k_live_[0-9a-zA-Z]{20,}\b/g, label: "a Stripe live key" },
  { pattern: /\bAIza[0-9A-Za-z_-]{35}\b/g, label: "a Google API key" },
  { pattern: /\bSG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}\b/g, label: "a SendGrid API key" },
  { pattern: /\bsk-(?:proj-)?[A-Za-z0-9_-]{32,}\b/g, label: "an OpenAI API key" },
  { pattern: /\bnpm_[A-Za-z0-9]{36}\b/g, label: "an npm token" },
  {
    pattern: /-----BEGIN (?:RSA |EC |DSA |OPENSSH |PGP |ENCRYPTED )?PRIVATE KEY(?: BLOCK)?-----/g,
    label: "a private key",
  },
  {
    pattern: /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\b/g,
    label: "a JSON Web Token",
  },
];

/** The beginnings of every KNOWN format in one pass: most files hold none and skip them all. */
const KNOWN_START =
  /\b(?:AKIA|ASIA|gh[pousr]_|github_pat_|glpat-|xox[abprs]-|[rs]k_live_|AIza|SG\.|sk-|npm_|eyJ)|hooks\.slack\.com|-----BEGIN /;

const NAME = String.raw`[A-Za-z0-9_.$\-]*?(?:passw(?:or)?d|passwd|pwd|secret|api[_-]?key|apikey|access[_-]?key|auth[_-]?token|access[_-]?token|client[_-]?secret|private[_-]?key|secret[_-]?key|token)[A-Za-z0-9_]*`;
// name = "value", name: "value", name => 'value', "name": "value", setPassword("value") style.
const ASSIGNMENT = new RegExp(
  String.raw`(?:^|[^A-Za-z0-9_])["']?(${NAME})["']?\s*(?:=|:=|:|=>|,)\s*[rbuf]?(["'\x60])([^"'\x60\n\\]{4,200})\2`,
  "gi",
);

const PLACEHOLDER =
  /^(?:x+|\*+|\.+|-+|<[^>]*>|\{\{.*\}\}|\$\{.*\}|%[sd]|.*\b(?:todo|fixme)\b.*|password|secret|token|passwd|null|none|undefined|true|false)$/i;
/** Words that make a value a stand-in wherever they occur in it (`EXAMPLERESULTTOKEN`, `my-fake-key`). */
const STAND_IN = /example|sample|dummy|fake|mock|changeme|change_me|placeholder|your[_-]|redacted|xxxx/i;

function entropy(s: string): number {
  const counts = new Map<string, number>();
  for (const ch of s) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let h = 0;
  for (const c of counts.values()) {
    const p = c / s.length;
    h -= p * Math.log2(p);
  }
  return h;
}

/**
 * Where the lines, comment marks and triple quotes of one text are, indexed on first use: searching
 * back from each candidate (`lastIndexOf`, counting quotes from the start) costs up to the whole
 * text per candidate, quadratic in a file of many (1 MB of `apiToken = "…"` lines took 26 s).
 */
class TextIndex {
  private lines: LineIndex | undefined;
  private readonly marks = new Map<string, number[]>();

  constructor(private readonly text: string) {}

  lineStart(offset: number): number {
    this.lines ??= new LineIndex(this.text);
    return offset - this.lines.position(offset).column + 1;
  }

  /** How many occurrences of `mark` start at or before `offset`. */
  countUpTo(mark: string, offset: number): number {
    const at = this.occurrences(mark);
    let lo = 0;
    let hi = at.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((at[mid] as number) <= offset) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The last start of `mark` at or before `offset`, or -1. */
  lastUpTo(mark: string, offset: number): number {
    return this.occurrences(mark)[this.countUpTo(mark, offset) - 1] ?? -1;
  }

  /** Two-character comment marks may overlap; triple quotes are counted left to right without overlap. */
  private occurrences(mark: string): number[] {
    let at = this.marks.get(mark);
    if (!at) {
      at = [];
      const step = mark.length === 3 ? 3 : 1;
      for (let i = this.text.indexOf(mark); i !== -1; i = this.text.indexOf(mark, i + step)) at.push(i);
      this.marks.set(mark, at);
    }
    return at;
  }
}

function lineIsComment(text: string, index: TextIndex, offset: number): boolean {
  const prefix = text.slice(index.lineStart(offset), offset).trimStart();
  return /^(\/\/|#|\*|\/\*|--|;|<!--)/.test(prefix);
}

/** Inside a block comment or a Python docstring: documentation shows example credentials. */
function inDocumentation(index: TextIndex, offset: number): boolean {
  if (index.lastUpTo("/*", offset) > index.lastUpTo("*/", offset)) return true;
  // A docstring is open when an odd number of its quotes end before the offset.
  return ['"""', "'''"].some((quotes) => index.countUpTo(quotes, offset - 3) % 2 === 1);
}

/**
 * `name, "value"` is a call's two arguments (`put("password", "…")`) only when the name is a quoted
 * string right after the opening parenthesis; elsewhere it is a list of words (`["token", "id"]`).
 */
function listNotPair(text: string, offset: number, matched: string, name: string): boolean {
  const afterName = matched.slice(matched.indexOf(name) + name.length).replace(/^["']?\s*/, "");
  if (!afterName.startsWith(",")) return false;
  const quote = text[offset - 1];
  if (quote !== '"' && quote !== "'") return true;
  return !/\(\s*$/.test(text.slice(Math.max(0, offset - 200), offset - 1));
}

/** Any secret-meaning word of NAME, case-insensitively. */
const NAME_WORD = /passw|pwd|secret|api[_-]?key|access[_-]?key|token|private[_-]?key/gi;

/**
 * The matches of ASSIGNMENT, searched for only around lines holding a word of NAME: the name
 * cannot span lines and a match starts at most one character (the newline) before its line, so
 * this finds the matches a scan of the whole text finds (unless hundreds of blank characters
 * separate a name from its value), at a fraction of the cost.
 */
function* assignments(text: string): Generator<RegExpExecArray> {
  let resumeAt = 0;
  NAME_WORD.lastIndex = 0;
  for (let w = NAME_WORD.exec(text); w; w = NAME_WORD.exec(text)) {
    const lineStart = text.lastIndexOf("\n", w.index) + 1;
    let lineEnd = text.indexOf("\n", w.index);
    if (lineEnd === -1) lineEnd = text.length;
    const from = Math.max(resumeAt, lineStart - 1);
    const window = text.slice(from, lineEnd + 512);
    ASSIGNMENT.lastIndex = 0;
    for (let m = ASSIGNMENT.exec(window); m && m.index + from <= lineEnd; m = ASSIGNMENT.exec(window)) {
      m.index += from;
      resumeAt = from + ASSIGNMENT.lastIndex;
      yield m;
    }
    resumeAt = Math.max(resumeAt, lineEnd);
    NAME_WORD.lastIndex = Math.max(NAME_WORD.lastIndex, resumeAt);
  }
}

/**
 * A translation catalog, a file in or under a language's folder of a translations folder
 * (`lang/de/auth.php`, `config/locales/fr.yml`, `locale/de/LC_MESSAGES/django.po`): its
 * `password` entries are the field's label in that language, not credentials.
 */
export function translationCatalog(path: string): boolean {
  return /(?:^|[\\/])(?:lang|langs|languages|locales?|i18n|l10n|translations)[\\/][a-z]{2,3}(?:[_-][A-Za-z]+)?[\\/.]/i.test(
    path,
  );
}

/** Words joined by `_`, `.` or `-`, as names are written (`auth_password_reset`). */
const WORDS_JOINED = /^[A-Za-z0-9]+(?:[_.-][A-Za-z0-9]+)+$/;

/** A name in lower case without separators, to compare a value with the name it is assigned to. */
function bare(word: string): string {
  return word.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/**
 * Finds secrets in text: known key formats anywhere, and literal values assigned to names that
 * mean a secret when the value looks like one (not a placeholder, enough entropy). In a
 * translation catalog only the known formats are looked for.
 */
export function scanSecrets(text: string, options: { catalog?: boolean } = {}): SecretMatch[] {
  const out: SecretMatch[] = [];
  const index = new TextIndex(text);
  const seen = knownFormats(text, index, out);
  for (const m of options.catalog ? [] : assignments(text)) {
    const found = assignedSecret(m, text, index, seen);
    if (found) out.push(found);
  }
  return out;
}

/** Known key formats anywhere in the text, into `out`; returns the starts of the lines they are on. */
function knownFormats(text: string, index: TextIndex, out: SecretMatch[]): Set<number> {
  const seen = new Set<number>();
  for (const { pattern, label } of KNOWN_START.test(text) ? KNOWN : []) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
      const value = m[0];
      if (/example|EXAMPLE|xxxx|XXXX/.test(value)) continue;
      out.push({
        offset: m.index,
        length: value.length,
        message: `${label} is written in the source code.`,
        confidence: "high",
      });
      seen.add(index.lineStart(m.index));
    }
  }
  return seen;
}

/** A literal value assigned to a secret-meaning name, when it looks like a secret; `seen`: lines a known format was found on. */
function assignedSecret(
  m: RegExpExecArray,
  text: string,
  index: TextIndex,
  seen: Set<number>,
): SecretMatch | undefined {
  const name = m[1] ?? "";
  const value = m[3] ?? "";
  const offset = m.index + m[0].indexOf(name);
  if (seen.has(index.lineStart(offset))) return undefined;
  if (lineIsComment(text, index, offset) || listNotPair(text, offset, m[0], name)) return undefined;
  if (notACredential(value, name)) return undefined;
  const isPassword = /passw|pwd/i.test(name);
  if (isReference(value, isPassword) || NOT_SECRET_NAME.test(name)) return undefined;
  if (!strongEnough(value, isPassword) || inDocumentation(index, offset)) return undefined;
  return {
    offset,
    length: m[0].length - (offset - m.index),
    message: `A hard-coded ${isPassword ? "password" : "secret"} is assigned to ${name}.`,
    confidence: isPassword ? "high" : "medium",
  };
}

/** A value that is no credential whatever it is assigned to: a placeholder, a word, a label, text built at run time. */
function notACredential(value: string, name: string): boolean {
  if (PLACEHOLDER.test(value.trim()) || STAND_IN.test(value) || /\s/.test(value.trim()) || value === name)
    return true;
  // A message in another script (`パスワードをお忘れですか？`), or a name made from the name it is
  // assigned to (`AUTH_PASSWORD_RESET = 'auth_password_reset_request'`), is no credential.
  if (/[^\x20-\x7e]/.test(value) || (WORDS_JOINED.test(value) && bare(value).includes(bare(name))))
    return true;
  // Text built at run time: Ruby `#{…}`, PHP `{$…}`, or a format slot `{hash}` (f-strings, C# `$"…"`).
  if (/#\{|\{\$|^\{\w*\}$/.test(value.trim())) return true;
  return /^(?:[A-Z_]+|[a-z]+(?:[_.][a-z]+)*)$/.test(value) && value.length < 12;
}

/**
 * A URL, path or (for keys and tokens) other URI (`urn:uuid:…`, `arn:aws:…`) is a reference unless
 * it embeds credentials; a password may well look like `admin:s3cret`.
 */
function isReference(value: string, isPassword: boolean): boolean {
  const reference = isPassword
    ? /^(?:https?:|\/|\.\/|[A-Za-z]:\\)/
    : /^(?:[a-z][a-z0-9+.-]{1,15}:|\/|\.\/|[A-Za-z]:\\)/;
  return reference.test(value) && !/:\/\/[^/\s:@]+:[^/\s:@]+@/.test(value);
}

/** Names that hold something about a secret (its field, label, length, hash) rather than the secret. */
const NOT_SECRET_NAME =
  /(?:_?(?:name|field|param|label|prompt|header|url|path|file|type|len|length|id|hash|pattern|regex|policy|format)$)/i;

/** Long and varied enough for a secret; generated keys and tokens nearly always hold a digit, words and identifiers do not. */
function strongEnough(value: string, isPassword: boolean): boolean {
  const h = entropy(value);
  if (isPassword ? value.length < 6 || h < 2.5 : value.length < 16 || h < 3.5) return false;
  return isPassword || /\d/.test(value);
}
