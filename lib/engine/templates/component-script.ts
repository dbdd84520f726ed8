import type { TemplateDialectId } from "../languages/templates";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPESCRIPT = /\blang\s*=\s*["']?(ts|typescript)\b/i;

/** Every character but line breaks made a space: positions after it stay where they were. */
const blank = (s: string) => s.replace(/[^\r\n]/g, " ");

/**
 * The code of a Vue or Svelte component: its `<script>` blocks in place, everything else blanked,
 * so that lines and columns stay the file's. The template around them is read by the template
 * analysis; the code is analysed as JavaScript (TypeScript with `lang="ts"`).
 */
export function componentScript(
  text: string,
  dialect: TemplateDialectId,
): { text: string; typescript: boolean } | undefined {
  if (dialect !== "vue" && dialect !== "svelte") return undefined;
  let out = "";
  let at = 0;
  let typescript = false;
  for (const m of text.matchAll(SCRIPT)) {
    const start = (m.index ?? 0) + m[0].indexOf(">") + 1;
    const code = m[2] ?? "";
    out += blank(text.slice(at, start)) + code;
    at = start + code.length;
    typescript ||= TYPESCRIPT.test(m[1] ?? "");
  }
  if (at === 0) return undefined;
  return { text: out + blank(text.slice(at)), typescript };
}
