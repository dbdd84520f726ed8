import type { Confidence, RawFinding, Severity } from "../rules/types";

// Every adjustment of a finding's severity and confidence, in one place. A rule states its own
// severity and confidence; what the context of one finding says about it is decided here.

/** A finding from the operator's own input is one severity step lower, never below `low`. */
const LOWER_SEVERITY: Record<Severity, Severity> = {
  critical: "high",
  high: "medium",
  medium: "low",
  low: "low",
  info: "info",
};

/** Tests, fixtures, examples and documentation: code that does not run in production. */
const NOT_PRODUCTION =
  /(^|\/)(tests?|__tests__|__mocks__|spec|specs|fixtures?|testdata|examples?|samples?|docs?|e2e)(\/|$)|[._-](test|spec)\.[a-z]+$|(^|\/)(test_[^/]*|tests?|conftest)\.py$|_test\.(py|go)$/i;

/**
 * Input whose origin the analysed code does not show: one step lower, and at most `medium`, since
 * nothing shows that an attacker controls it.
 */
const UNKNOWN_ORIGIN_SEVERITY: Record<Severity, Severity> = {
  critical: "medium",
  high: "medium",
  medium: "low",
  low: "low",
  info: "info",
};

export function severityOf(f: RawFinding): Severity {
  // A parameter of a function nothing in the analysed code calls, or a name it never defines, is
  // no concrete untrusted source: severity follows that evidence (the message says what it would take).
  if (f.callerInput || f.unproven) return UNKNOWN_ORIGIN_SEVERITY[f.rule.severity];
  // The operator's own input (command line, environment, terminal) is still a weakness when the
  // program runs with rights its operator lacks, but a lesser one.
  return f.localInput ? LOWER_SEVERITY[f.rule.severity] : f.rule.severity;
}

export function confidenceOf(f: RawFinding): Confidence {
  // Still reported (a real key in a test is a real leak), but doubtful as a weakness.
  if (NOT_PRODUCTION.test(f.unit.path)) return "low";
  if (f.localInput) return "low";
  if (f.callerInput) return "medium";
  // A hit's own judgement (a weak hash named for caching, a secret's entropy) beats the rule's.
  return f.confidence ?? f.rule.confidence;
}
