/** A file as handed in: its path and its bytes or text. */
export interface InputFile {
  path: string;
  content: string | Uint8Array;
}

/** Binary when it has NUL bytes or mostly non-text bytes in its first 8 KB. */
export function isBinary(bytes: Uint8Array): boolean {
  const n = Math.min(bytes.length, 8192);
  let odd = 0;
  for (let i = 0; i < n; i++) {
    const b = bytes[i] as number;
    if (b === 0) return true;
    if (b < 7 || (b > 13 && b < 32)) odd++;
  }
  return n > 0 && odd / n > 0.1;
}

function decode(content: string | Uint8Array): { text?: string; reason?: string; bytes: number } {
  if (typeof content === "string") return { text: content, bytes: Buffer.byteLength(content) };
  if (isBinary(content)) return { reason: "binary file", bytes: content.length };
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(content), bytes: content.length };
  } catch {
    return { text: new TextDecoder("latin1").decode(content), bytes: content.length };
  }
}

/** The file's text, or why it is skipped (binary, too large). */
export function readFile(file: InputFile, maxBytes: number): { text: string } | { skipped: string } {
  const decoded = decode(file.content);
  if (decoded.reason || decoded.text === undefined) return { skipped: decoded.reason ?? "unreadable" };
  if (decoded.bytes > maxBytes) return { skipped: `larger than ${maxBytes} bytes` };
  return { text: decoded.text };
}

/** Minified code: very long lines carry no structure worth analysing and cost much to parse. */
export function looksMinified(text: string, lines: number): boolean {
  return text.length > 50_000 && text.length / lines > 1000;
}

export function countLines(text: string): number {
  let n = text.length > 0 ? 1 : 0;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) n++;
  return text.endsWith("\n") ? n - 1 : n;
}
