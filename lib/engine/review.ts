import type { LlmReviewer } from "./llm";
import type { Finding } from "./schema";

/** The optional `ultra` review pass: the reviewer may dismiss a finding or offer a better fix. */
export async function review(
  findings: Finding[],
  reviewer: LlmReviewer,
  texts: Map<string, { text: string; language: string }>,
): Promise<Finding[]> {
  const byFile = new Map<string, Finding[]>();
  for (const f of findings) byFile.set(f.file, [...(byFile.get(f.file) ?? []), f]);
  const dismissed = new Set<string>();
  const fixes = new Map<string, { description: string; replacement?: string }>();
  for (const [file, list] of byFile) {
    const t = texts.get(file);
    if (!t) continue;
    const verdicts = await reviewer.review({ file, language: t.language, code: t.text, findings: list });
    for (const v of verdicts) {
      if (v.verdict === "dismiss") dismissed.add(v.fingerprint);
      if (v.fix) fixes.set(v.fingerprint, v.fix);
    }
  }
  return findings
    .filter((f) => !dismissed.has(f.fingerprint))
    .map((f) => (fixes.has(f.fingerprint) ? { ...f, fix: fixes.get(f.fingerprint) } : f));
}
