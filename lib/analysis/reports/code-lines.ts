/** The lines of a snippet or replacement, whatever its line endings; a final line break adds none. */
export function codeLines(code: string): string[] {
  return code.replace(/(\r\n|\r|\n)$/, "").split(/\r\n|\r|\n/);
}
