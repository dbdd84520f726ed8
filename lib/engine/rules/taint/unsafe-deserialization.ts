import type { TaintRule } from "../types";

export const unsafeDeserialization: TaintRule = {
  kind: "taint",
  id: "unsafe-deserialization",
  title: "Unsafe deserialization",
  cwe: [502],
  owasp: "A08:2021-Software and Data Integrity Failures",
  severity: "critical",
  confidence: "high",
  sink: "deserialization",
  message: "Untrusted data is deserialized into objects.",
  fix: {
    description:
      "Deserialize untrusted data only with data-only formats (JSON) or safe loaders (yaml.safe_load), or restrict the allowed classes with a filter.",
  },
};
