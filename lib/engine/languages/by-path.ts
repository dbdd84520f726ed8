import { LANGUAGE_FACTS } from "./catalog";
import { LANGUAGES, type LanguageId } from "./ids";

export function languageForPath(path: string): LanguageId | undefined {
  const lower = path.toLowerCase();
  const dot = lower.lastIndexOf(".");
  if (dot === -1) return undefined;
  const ext = lower.slice(dot);
  return LANGUAGES.find((id) => LANGUAGE_FACTS[id].extensions.includes(ext));
}
