import { type CallEvent, callIds, type HookContext, type SyntacticRule } from "../types";

const SECURITY_NAME =
  /(token|passw|pwd|secret|salt|nonce|otp|csrf|xsrf|session|sessid|api_?key|auth|credential|private_?key|crypt|cipher|iv$|^iv|reset|verification|captcha|(^|_)key$|Key$|remember|rememberMe|sid$)/i;

const WEAK = new Set([
  "Math#random",
  "Random#nextInt",
  "Random#nextLong",
  "Random#nextDouble",
  "Random#nextFloat",
  "Random#nextBytes",
  "Random#nextBoolean",
  "Random#nextGaussian",
  "ThreadLocalRandom#nextInt",
  "random#random",
  "random#randint",
  "random#randrange",
  "random#choice",
  "random#choices",
  "random#getrandbits",
  "random#sample",
  "random#shuffle",
  "random#uniform",
  "math/rand#Int",
  "math/rand#Intn",
  "math/rand#Int63",
  "math/rand#Read",
  "rand#Intn",
  "rand#Int",
  "rand#Read",
  "#rand",
  "#mt_rand",
  "#random",
  "#lcg_value",
  "#uniqid",
  "Random#Next",
  "Random#NextBytes",
  "Random.Shared#Next",
  "Random.Shared#NextBytes",
  "Random#rand",
  "#srand",
  "std#rand",
  "std#srand",
]);

const PYTHON_METHODS =
  /^(random|randint|randrange|randbytes|choice|choices|getrandbits|sample|shuffle|uniform)$/;
/** Where a value ends up that protects something even under a plain name: cookies and sessions. */
const SECURITY_USE = /(cookie|Cookie|setAttribute|session|Session)\b/;

/**
 * Whether the random value, assigned to a plain name (or written into a buffer argument), reaches
 * a security-named variable or a cookie or session later in the same function: `double d =
 * rnd.nextDouble(); String rememberMe = Double.toString(d);`. Follows a few assignments by name.
 */
function feedsSecurityUse(call: CallEvent, ctx: HookContext): boolean {
  // Inside a callback (`Array.from(…, () => Math.random())`) the statement's own target counts.
  const lineStart = ctx.source.lastIndexOf("\n", call.span.start) + 1;
  const statementTarget = /(\w+)\s*\+?=(?!=)[^=]*$/.exec(
    ctx.source.slice(lineStart, call.span.start).replace(/=>/g, ""),
  )?.[1];
  if (statementTarget && SECURITY_NAME.test(statementTarget)) return true;
  const start = ctx.assignTarget
    ? [ctx.assignTarget]
    : call.argExprs.flatMap((a) => (a.kind === "name" ? [a.name] : []));
  const rest = ctx.source.slice(call.span.end, ctx.functionSpan?.end ?? call.span.end);
  const seen = new Set(start);
  const queue = [...start];
  while (queue.length > 0 && seen.size < 16) {
    const name = (queue.shift() as string).replace(/\W/g, "");
    if (name && followsToSecurity(name, rest, seen, queue)) return true;
  }
  return false;
}

/**
 * Whether a line of `rest` that uses `name` is a security use, or assigns it to a security-named
 * variable; other names assigned from it join `queue` (once, by `seen`).
 */
function followsToSecurity(name: string, rest: string, seen: Set<string>, queue: string[]): boolean {
  const use = new RegExp(`\\b${name}\\b`);
  for (const line of rest.split(/[;\n]/)) {
    if (!use.test(line)) continue;
    if (SECURITY_USE.test(line)) return true;
    const assigned = /(\w+)\s*\+?=(?!=)/.exec(line)?.[1];
    if (!assigned || seen.has(assigned) || !use.test(line.slice(line.indexOf("=") + 1))) continue;
    if (SECURITY_NAME.test(assigned)) return true;
    seen.add(assigned);
    queue.push(assigned);
  }
  return false;
}

export const insecureRandom: SyntacticRule = {
  kind: "syntactic",
  id: "insecure-random",
  title: "Insecure randomness",
  cwe: [330],
  owasp: "A02:2021-Cryptographic Failures",
  severity: "medium",
  confidence: "medium",
  languages: ["java", "python", "javascript", "typescript", "go", "php", "csharp", "ruby", "c", "cpp"],
  // `rand` only as a whole word (or `mt_rand`), not inside `operand` or `brand`.
  trigger: /random|Random|\b(?:s|mt_)?rand\b|uniqid|lcg_value/,
  message: "A predictable random number generator produces a security-sensitive value.",
  fix: {
    description:
      "Use a cryptographically secure generator: SecureRandom (Java), secrets (Python), crypto.randomBytes/randomUUID (Node), crypto/rand (Go), random_bytes (PHP), RandomNumberGenerator (C#), SecureRandom (Ruby).",
  },
  onCall(call, ctx) {
    const type = call.receiver?.type;
    const typed =
      (type === "Random" && /^next/.test(call.key.name)) ||
      (type === "random.Random" && PYTHON_METHODS.test(call.key.name));
    if (!callIds(call.key).some((id) => WEAK.has(id)) && !typed) return undefined;
    const context = [ctx.assignTarget ?? "", ctx.functionName].join(" ");
    if (
      !SECURITY_NAME.test(ctx.assignTarget ?? "") &&
      !SECURITY_NAME.test(ctx.functionName) &&
      !feedsSecurityUse(call, ctx)
    )
      return undefined;
    return {
      span: call.span,
      message: `A predictable random value is used for a security purpose (${context.trim()}).`,
    };
  },
};
