import { createHash } from "node:crypto";

/**
 * A fingerprint that survives reformatting and code moving up or down: it hashes the rule, the
 * file, the whitespace-free text of the reported line, and how many times that same text already
 * occurred for this rule in this file (so two identical lines get two ids).
 */
export function fingerprint(ruleId: string, file: string, lineText: string, occurrence: number): string {
  const normalised = lineText.replace(/\s+/g, "");
  return createHash("sha256")
    .update(`${ruleId}\u0000${file}\u0000${normalised}\u0000${occurrence}`)
    .digest("hex")
    .slice(0, 32);
}
