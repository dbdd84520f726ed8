import { decisiveLanguage } from "../engine";
import type { SourceLocation } from "./model";

/**
 * What the create answer can say about the language before any parsing: the one requested, or the
 * one a single file's name or clear textual signals give. Anything else is decided later by the
 * engine, and GET /api/analysis/{id} names it.
 */
export function languageAtCreation(
  requested: string | undefined,
  source: SourceLocation,
  bytes: Buffer | undefined,
): string | undefined {
  if (requested) return requested;
  // Only a single file's text is read: archives and repositories are decided by the engine.
  if (source.kind === "codehost" || source.format === "archive" || bytes === undefined) return undefined;
  return decisiveLanguage(bytes.toString("utf8"), source.filename);
}

/** Why the create answer names no language yet. */
export function languagePendingReason(source: SourceLocation): string {
  if (source.kind === "codehost" || source.format === "archive") {
    return "an archive or repository can hold several languages; the one with the most lines is named once the analysis completes";
  }
  return "the code's language is not clear from its text alone; it is detected when the code is parsed";
}
