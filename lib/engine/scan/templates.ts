import type { FileUnit } from "../dataflow/resolve/project-index";
import type { TemplateKind } from "../languages/templates";
import type { LineIndex } from "../parse/syntax";
import { reportTemplateHits } from "../rules/dispatch";
import { analyzeTemplate } from "../templates/analyze";
import type { ScanRun } from "./run-files";

/**
 * A template file (ERB, Jinja, Blade, Razor, EJS, Handlebars, ...): no grammar and no lowering,
 * its outputs are read by the template analysis and reported at every level.
 */
export function runTemplate(
  run: ScanRun,
  file: { path: string; text: string; lines: LineIndex },
  template: TemplateKind,
): void {
  // Only the path, language, text and lines of a unit are read when findings are built.
  const unit = {
    path: file.path,
    language: template.language,
    source: file.text,
    lines: file.lines,
  } as FileUnit;
  try {
    reportTemplateHits(analyzeTemplate(file.text, template.dialect), unit, run.taintRules, (f) =>
      run.raw.push(f),
    );
  } catch (error) {
    run.filesPartial.push({ path: file.path, reason: `analysis failed: ${(error as Error).message}` });
  }
}
