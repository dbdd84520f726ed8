/**
 * Function-like macros that wrap one call (`#define LOG(msg) printf(msg)`,
 * `#define DEBUG(fmt, ...) fprintf(stderr, fmt, ##__VA_ARGS__)`): a use of the macro is lowered as
 * the call it stands for, so sinks and rules see through the wrapper.
 */
export type MacroArg =
  | { kind: "param"; index: number }
  | { kind: "rest" }
  | { kind: "name"; name: string }
  | { kind: "string"; raw: string }
  | { kind: "number"; value: number };

export interface CallMacro {
  params: string[];
  callee: string;
  args: MacroArg[];
}

/** The index of the quote that closes the string or character literal whose opening quote is at `open`. */
function closingQuote(text: string, open: number): number {
  const quote = text[open];
  let i = open + 1;
  for (; i < text.length && text[i] !== quote; i++) if (text[i] === "\\") i++;
  return i;
}

/** How each bracket changes the nesting depth. */
const BRACKETS: Record<string, number> = { "(": 1, "[": 1, "{": 1, ")": -1, "]": -1, "}": -1 };

/** Splits `a, f(b, c), "d,e"` at its top-level commas; undefined when brackets do not balance. */
function splitArgs(text: string): string[] | undefined {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (ch === '"' || ch === "'") {
      i = closingQuote(text, i);
      continue;
    }
    depth += BRACKETS[ch] ?? 0;
    if (depth < 0) return undefined;
    if (ch === "," && depth === 0) {
      out.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  if (depth !== 0) return undefined;
  const last = text.slice(start).trim();
  if (last !== "" || out.length > 0) out.push(last);
  return out;
}

function macroArg(text: string, params: string[]): MacroArg | undefined {
  const index = params.indexOf(text);
  if (index >= 0) return { kind: "param", index };
  if (/^(##\s*)?__VA_ARGS__$/.test(text)) return params.includes("...") ? { kind: "rest" } : undefined;
  if (/^[A-Za-z_]\w*$/.test(text)) return { kind: "name", name: text };
  if (/^("([^"\\]|\\.)*"\s*)+$/.test(text)) return { kind: "string", raw: text };
  if (/^\d+$/.test(text)) return { kind: "number", value: Number(text) };
  return undefined;
}

/**
 * The call a macro body stands for, when the body is exactly one call whose arguments are the
 * macro's parameters, names, literals or `__VA_ARGS__`; otherwise undefined (not expanded).
 */
export function parseCallMacro(paramsText: string, body: string): CallMacro | undefined {
  const params = paramsText
    .replace(/^\(|\)$/g, "")
    .split(",")
    .map((p) => p.trim())
    .filter((p) => p !== "");
  const m = /^\(?\s*([A-Za-z_]\w*)\s*\(([\s\S]*)\)\s*\)?\s*;?$/.exec(body.replace(/\\\n/g, " ").trim());
  if (!m) return undefined;
  const parts = splitArgs(m[2] as string);
  if (!parts) return undefined;
  const args: MacroArg[] = [];
  for (const p of parts) {
    const arg = macroArg(p, params);
    if (!arg) return undefined;
    args.push(arg);
  }
  return { params, callee: m[1] as string, args };
}
