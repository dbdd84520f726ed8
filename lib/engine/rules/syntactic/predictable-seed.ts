import {
  type CallEvent,
  type ClassEvent,
  callIds,
  type Hit,
  type HookContext,
  type SyntacticRule,
} from "../types";

/** C++ standard engines: constructed without a seed, each starts from the same default one. */
const CPP_ENGINES =
  /^(?:std::)?(mt19937|mt19937_64|minstd_rand0?|default_random_engine|ranlux(?:24|48)(?:_base)?|knuth_b)$/;

/** C's seeding calls; their first argument is the seed. */
const SEEDING = new Set(["#srand", "#srandom", "std#srand"]);

/** A field of an engine type declared without an initializer: `std::mt19937 engine;`. */
const ENGINE_FIELD =
  /(?:std::)?(?:mt19937(?:_64)?|minstd_rand0?|default_random_engine|ranlux(?:24|48)(?:_base)?|knuth_b)\s+(\w+)\s*;/g;

/**
 * C++ engine fields that no constructor of their class initializes (`: engine(seed)`): the
 * implicit default constructor gives each the same default seed. Method bodies are left out;
 * their locals are constructions seen as calls.
 */
function defaultedEngineFields(cls: ClassEvent, ctx: HookContext): Hit[] {
  if (ctx.language !== "cpp") return [];
  const whole = ctx.source.slice(cls.span.start, cls.span.end);
  let text = whole;
  for (const m of cls.methods) {
    const from = m.span.start - cls.span.start;
    const to = m.span.end - cls.span.start;
    if (from >= 0 && to <= text.length) text = text.slice(0, from) + " ".repeat(to - from) + text.slice(to);
  }
  const hits: Hit[] = [];
  for (const m of text.matchAll(ENGINE_FIELD)) {
    const name = m[1] ?? "";
    const init = new RegExp(`[:,]\\s*${name}\\s*[({]([^)}]*)[)}]`).exec(whole);
    if (init) {
      if (!isFixedSeed(init[1] ?? "", ctx.source)) continue;
      const start = cls.span.start + init.index;
      hits.push({
        span: { start, end: start + init[0].length },
        message: `The field ${name} is seeded with a fixed value: its sequence repeats on every run.`,
      });
      continue;
    }
    const start = cls.span.start + (m.index ?? 0);
    hits.push({
      span: { start, end: start + m[0].length },
      message: `The field ${name} is never given a seed by a constructor: it starts from the same default seed on every run.`,
    });
  }
  return hits;
}

/** C's draws, each with the call that seeds its generator. */
const DRAWS: Record<string, string> = { rand: "srand", random: "srandom" };

/** A seed written in the code: a number or a macro-style constant name. */
const FIXED_SEED = /^\s*(?:\(\s*\w+\s*\)\s*)?(?:\d+[uUlL]*|[A-Z][A-Z0-9_]*)\s*$/;

/** A seed written in the code, directly or through a numeric constant declared in the file. */
function isFixedSeed(arg: string, source: string): boolean {
  if (FIXED_SEED.test(arg)) return true;
  const name = /^\s*(\w+)\s*$/.exec(arg)?.[1];
  return (
    name !== undefined &&
    new RegExp(`\\b(?:constexpr|const)\\b[^;=(]*\\b${name}\\s*=\\s*\\d+[uUlL]*\\s*;`).test(source)
  );
}

function isConstant(v: CallEvent["args"][number] | undefined): boolean {
  return v?.constant !== undefined && typeof v.constant.value === "number";
}

/** The seed arguments of every `seeder(...)` call in a text. */
function seeds(text: string, seeder: string): string[] {
  return [...text.matchAll(new RegExp(`\\b${seeder}\\s*\\(([^;]*)\\)\\s*;`, "g"))].map((m) => m[1] ?? "");
}

/**
 * Whether a C draw comes from a generator left on its default seed: the last seeding before it in
 * its function is a fixed value, or nothing in its function seeds it and the program (its `main`
 * is in this file) never seeds it from a varying value (CERT MSC32-C).
 */
function unseededDraw(call: CallEvent, ctx: HookContext): boolean {
  const seeder = DRAWS[call.key.name];
  if (!seeder || call.key.hasReceiver || call.args.length > 0 || ctx.language !== "c") return false;
  const fn = ctx.functionSpan;
  const before = fn ? ctx.source.slice(fn.start, call.span.start) : "";
  const local = seeds(before, seeder).pop();
  if (local !== undefined) return FIXED_SEED.test(local);
  if (!/\bint\s+main\s*\(/.test(ctx.source)) return false;
  return seeds(ctx.source, seeder).every((seed) => FIXED_SEED.test(seed));
}

/**
 * A pseudo-random generator given a seed written in the code, or none at all, produces the
 * same sequence on every run: anything drawn from it is known in advance (CERT MSC32-C,
 * MSC51-CPP). A seed from the clock or from `std::random_device` is not reported here. Other
 * languages are left out: a fixed seed there is the usual way to make a simulation or a test
 * reproducible.
 */
export const predictableSeed: SyntacticRule = {
  kind: "syntactic",
  id: "predictable-seed",
  title: "Pseudo-random generator with a fixed seed",
  cwe: [336, 330],
  owasp: "A02:2021-Cryptographic Failures",
  severity: "low",
  confidence: "medium",
  languages: ["c", "cpp"],
  trigger: /\bs?rand(?:om)?\b|mt19937|minstd_rand|default_random_engine|ranlux|knuth_b/,
  message: "The random generator gets the same seed on every run, so its numbers are predictable.",
  fix: {
    description:
      "Seed from the operating system (std::random_device, /dev/urandom) or, for anything security-related, use a cryptographically secure generator instead.",
  },
  onClass: defaultedEngineFields,
  onCall(call, ctx) {
    if (unseededDraw(call, ctx))
      return {
        span: call.span,
        message: `${call.key.name}() draws from a generator that is never seeded with a varying value, so its numbers repeat on every run.`,
      };
    const ids = callIds(call.key);
    if (call.key.receiverType === "new" && CPP_ENGINES.test(call.key.name)) {
      if (call.args.length === 0)
        return {
          span: call.span,
          message: `${call.key.name} is not seeded: it starts from the same default seed on every run.`,
        };
      if (isConstant(call.args[0]))
        return {
          span: call.span,
          message: `${call.key.name} is seeded with a fixed value: its sequence repeats on every run.`,
        };
      return undefined;
    }
    if (!ids.some((id) => SEEDING.has(id)) || !isConstant(call.args[0])) return undefined;
    return { span: call.span };
  },
};
