import { type CallEvent, callIds, type SyntacticRule } from "../types";

/** C++ standard engines: constructed without a seed, each starts from the same default one. */
const CPP_ENGINES =
  /^(?:std::)?(mt19937|mt19937_64|minstd_rand0?|default_random_engine|ranlux(?:24|48)(?:_base)?|knuth_b)$/;

/** C's seeding calls; their first argument is the seed. */
const SEEDING = new Set(["#srand", "#srandom", "std#srand"]);

function isConstant(v: CallEvent["args"][number] | undefined): boolean {
  return v?.constant !== undefined && typeof v.constant.value === "number";
}

/**
 * A pseudo-random generator given a seed written in the code, or (C++) none at all, produces the
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
  level: "mini",
  trigger: /\bsrand(?:om)?\b|mt19937|minstd_rand|default_random_engine|ranlux|knuth_b/,
  message: "The random generator gets the same seed on every run, so its numbers are predictable.",
  fix: {
    description:
      "Seed from the operating system (std::random_device, /dev/urandom) or, for anything security-related, use a cryptographically secure generator instead.",
  },
  onCall(call) {
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
