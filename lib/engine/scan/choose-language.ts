import { languageForPath } from "../languages/by-path";
import { LANGUAGES, type LanguageId } from "../languages/ids";
import { detectLanguage } from "../parse/detect";

/** Text files that hold configuration, scanned for secrets only. */
const CONFIG_FILE =
  /(\.(env|ya?ml|properties|ini|cfg|conf|toml|json|xml|tf|tfvars)|^\.env(\..*)?|\/\.env(\..*)?)$/i;

/** The language every file is forced to (pasted code), when the option names a known one. */
export function forcedLanguage(language: string | undefined): LanguageId | undefined {
  return language && (LANGUAGES as readonly string[]).includes(language)
    ? (language as LanguageId)
    : undefined;
}

/**
 * A program's language (forced, by extension, else by content for files without an extension), a
 * configuration file (secrets only), or nothing.
 */
export async function chooseLanguage(
  path: string,
  text: string,
  forced: LanguageId | undefined,
  grammarDir: string | undefined,
): Promise<LanguageId | "config" | undefined> {
  let language: LanguageId | undefined = forced ?? languageForPath(path);
  if (!language && !CONFIG_FILE.test(path) && !/\.[A-Za-z0-9]+$/.test(path.split("/").pop() ?? "")) {
    language = (await detectLanguage(text, path, grammarDir)) as LanguageId | undefined;
  }
  if (!language && CONFIG_FILE.test(path)) return "config";
  return language;
}
