/**
 * Sizes a C function states in its own text: constant expressions (`100 * sizeof(char)`), the bytes
 * an allocation in view gave a pointer, and the largest index a counting loop reaches. What they
 * give is certain where they apply, so an overflow found with them needs no input to be shown.
 */

/** What `sizeof` of a scalar type folds to on the usual 64-bit targets (LP64). */
const TYPE_SIZES: Record<string, number> = {
  char: 1,
  "signed char": 1,
  "unsigned char": 1,
  short: 2,
  int: 4,
  unsigned: 4,
  "unsigned int": 4,
  long: 8,
  "long long": 8,
  float: 4,
  double: 8,
  wchar_t: 4,
  int8_t: 1,
  uint8_t: 1,
  int16_t: 2,
  uint16_t: 2,
  int32_t: 4,
  uint32_t: 4,
  int64_t: 8,
  uint64_t: 8,
  size_t: 8,
};

/**
 * A macro the file defines as a number (`#define BUFSIZE 256`); undefined when preprocessor
 * branches define it with different values.
 */
export function definedNumber(name: string, source: string): number | undefined {
  const values = new Set(
    [...source.matchAll(new RegExp(`^\\s*#\\s*define\\s+${name}\\s+\\(?\\s*(\\d+)\\s*\\)?\\s*$`, "gm"))].map(
      (m) => Number(m[1]),
    ),
  );
  return values.size === 1 ? [...values][0] : undefined;
}

/**
 * A size written with numbers, `sizeof` of scalar types and macros the file defines as numbers
 * (`100 * sizeof(char)`, `BUFSIZE - 1`), in bytes; undefined when anything else is in it.
 */
export function constantSize(text: string, source: string): number | undefined {
  const folded = text
    .replace(/\bsizeof\s*\(\s*([A-Za-z_][\w ]*?)\s*\)/g, (m, type: string) => {
      const size = TYPE_SIZES[type.replace(/\s+/g, " ")];
      return size === undefined ? m : String(size);
    })
    .replace(/\b[A-Za-z_]\w*\b/g, (name) => String(definedNumber(name, source) ?? name));
  if (!/^[\d\s()+\-*/]+$/.test(folded)) return undefined;
  return arithmetic(folded.replace(/\s+/g, ""));
}

/** Evaluates `+ - * /` and parentheses over whole numbers; undefined on anything malformed. */
function arithmetic(text: string): number | undefined {
  let at = 0;
  const sum = (): number | undefined => {
    let value = product();
    while (value !== undefined && (text[at] === "+" || text[at] === "-")) {
      const op = text[at++];
      const right = product();
      value = right === undefined ? undefined : op === "+" ? value + right : value - right;
    }
    return value;
  };
  const product = (): number | undefined => {
    let value = factor();
    while (value !== undefined && (text[at] === "*" || text[at] === "/")) {
      const op = text[at++];
      const right = factor();
      value =
        right === undefined || (op === "/" && right === 0)
          ? undefined
          : op === "*"
            ? value * right
            : Math.floor(value / right);
    }
    return value;
  };
  const factor = (): number | undefined => {
    if (text[at] === "(") {
      at++;
      const value = sum();
      return text[at++] === ")" ? value : undefined;
    }
    const digits = /^\d+/.exec(text.slice(at))?.[0];
    if (!digits) return undefined;
    at += digits.length;
    return Number(digits);
  };
  const value = sum();
  return at === text.length ? value : undefined;
}

/**
 * The value `name` was last given in `before` (`p = …;`, `T *p = …;`), not a member's or a
 * pointee's (`s->p = …`), and where the text after that assignment starts.
 */
export function lastAssigned(name: string, before: string): { value: string; end: number } | undefined {
  const last = [...before.matchAll(new RegExp(`(?<![\\w.>])${name}\\s*=(?!=)\\s*([^;]*);`, "g"))].pop();
  return last ? { value: last[1] as string, end: last.index + last[0].length } : undefined;
}

/**
 * The bytes the pointer `name` was last given by an allocation in `before` (the function's text up
 * to the use): `data = (char *)malloc(50 * sizeof(char));`.
 */
export function allocatedSize(name: string, before: string, source: string): number | undefined {
  const value = lastAssigned(name, before)?.value.replace(/^\([^()]*\)\s*/, "");
  const allocation = value && /^(malloc|alloca|ALLOCA|calloc)\s*\(([^;]*)\)$/.exec(value.trim());
  if (!allocation?.[2]) return undefined;
  if (allocation[1] !== "calloc") return constantSize(allocation[2], source);
  const [count, size] = allocation[2].split(",").map((part) => constantSize(part, source));
  return count === undefined || size === undefined ? undefined : count * size;
}

/**
 * The largest value the loop counter `index` takes in the counting loop the text `before` ends in
 * (`for (i = 0; i <= 10; i++) buffer[i] = …`): the body is still open where `before` ends.
 */
export function loopMaximum(index: string, before: string, source: string): number | undefined {
  const header = new RegExp(`\\bfor\\s*\\([^;]*;\\s*${index}\\s*(<=|<)\\s*([^;]+);[^;)]*\\)`, "g");
  const last = [...before.matchAll(header)].pop();
  if (!last?.[1] || !last[2]) return undefined;
  const body = before.slice(last.index + last[0].length);
  if (!insideBody(body)) return undefined;
  const bound = constantSize(last[2], source);
  if (bound === undefined) return undefined;
  return last[1] === "<=" ? bound : bound - 1;
}

/** Whether text after a loop's header ends inside its body: a block still open, or one statement not yet ended. */
function insideBody(body: string): boolean {
  const trimmed = body.trimStart();
  if (!trimmed.startsWith("{")) return !body.includes(";") && !body.includes("}");
  let depth = 0;
  for (const c of trimmed) {
    if (c === "{") depth++;
    else if (c === "}" && --depth === 0) return false;
  }
  return depth > 0;
}
