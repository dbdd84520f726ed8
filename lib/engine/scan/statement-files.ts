import type { StatementText } from "../dataflow/resolve/project-index";
import type { LanguageId } from "../languages/ids";
import { LANGUAGE_SUPPORT } from "../languages/registry";
import type { TemplateSinkModel } from "../models/template-sink";

/** Statements by language, then by `Type#method`. */
export type StatementsByLanguage = Map<LanguageId, Map<string, StatementText[]>>;

/**
 * A configuration file that a language's models read as statements of its methods (a MyBatis
 * mapper file): each statement kept under the type its file names and the statement's id, for
 * the analysis of that language's code (`TemplateSinkModel.files`).
 */
export function collectStatements(into: StatementsByLanguage, path: string, text: string): void {
  for (const [language, support] of Object.entries(LANGUAGE_SUPPORT)) {
    for (const template of support.model?.templateSinks ?? []) {
      const found = template.files && statementsOf(template.files, path, text);
      if (!found || found.size === 0) continue;
      const byMethod = into.get(language as LanguageId) ?? new Map<string, StatementText[]>();
      into.set(language as LanguageId, byMethod);
      for (const [key, list] of found) byMethod.set(key, [...(byMethod.get(key) ?? []), ...list]);
    }
  }
}

/** The statements of one file, by `Type#method`, when the file is one of these statement files. */
function statementsOf(
  files: NonNullable<TemplateSinkModel["files"]>,
  path: string,
  text: string,
): Map<string, StatementText[]> | undefined {
  if (!files.path.test(path) || !text.includes(files.marker)) return undefined;
  const namespace = files.namespace.exec(text)?.[1];
  if (!namespace) return undefined;
  const type = namespace.slice(namespace.lastIndexOf(".") + 1);
  const out = new Map<string, StatementText[]>();
  for (const m of text.matchAll(files.statement)) {
    const { id, body } = m.groups ?? {};
    if (!id || body === undefined) continue;
    const key = `${type}#${id}`;
    out.set(key, [...(out.get(key) ?? []), { path, text: body }]);
  }
  return out;
}
