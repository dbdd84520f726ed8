// Constant folding: operators and common string methods evaluated on known constants.

import {
  afterText,
  builtPart,
  CLEAN,
  constant,
  deepTaints,
  isTainted,
  join,
  mergeTaints,
  notLeading,
  templatePrefix,
  type Val,
  withTaints,
} from "./values";

export type Lit = string | number | boolean | null;

/** The operators folded arithmetically when both sides are numbers. */
const ARITHMETIC: ReadonlySet<string> = new Set(["+", "-", "*", "/", "//", "%"]);

export function fold(op: string, a: Lit, b: Lit): Lit | undefined {
  if (typeof a === "number" && typeof b === "number" && ARITHMETIC.has(op)) return foldArithmetic(op, a, b);
  switch (op) {
    case "+":
    case ".":
      if (typeof a === "string" || typeof b === "string") return `${a}${b}`;
      return undefined;
    case "==":
    case "===":
    case "is":
      return a === b;
    case "!=":
    case "!==":
    case "<>":
      return a !== b;
    case "<":
    case ">":
    case "<=":
    case ">=":
      return a !== null && b !== null && ordered(op, a, b);
    default:
      return undefined;
  }
}

/** An arithmetic operator on two numbers; undefined for a division by zero. */
function foldArithmetic(op: string, a: number, b: number): number | undefined {
  switch (op) {
    case "+":
      return a + b;
    case "-":
      return a - b;
    case "*":
      return a * b;
    case "/":
      return b === 0 ? undefined : a / b;
    case "//":
      return b === 0 ? undefined : Math.floor(a / b);
    case "%":
      return b === 0 ? undefined : a % b;
    default:
      return undefined;
  }
}

/** A comparison (`<`, `>`, `<=`, `>=`) of two constants that are not null. */
function ordered(op: string, a: string | number | boolean, b: string | number | boolean): boolean {
  switch (op) {
    case "<":
      return a < b;
    case ">":
      return a > b;
    case "<=":
      return a <= b;
    default:
      return a >= b;
  }
}

/** Evaluates common string methods on constants, so conditions and switches on them are decided. */
export function foldStringMethod(s: string, name: string, args: Lit[]): Lit | undefined {
  const [a, b] = args;
  switch (name) {
    case "charAt":
      return typeof a === "number" ? s.charAt(a) : undefined;
    case "substring":
    case "substr":
    case "slice":
      return typeof a === "number" ? s.substring(a, typeof b === "number" ? b : undefined) : undefined;
    case "toLowerCase":
    case "lower":
      return s.toLowerCase();
    case "toUpperCase":
    case "upper":
      return s.toUpperCase();
    case "trim":
    case "strip":
      return s.trim();
    case "length":
      return s.length;
    case "concat":
      return s + args.map(String).join("");
    case "startsWith":
    case "startswith":
      return typeof a === "string" ? s.startsWith(a) : undefined;
    case "endsWith":
    case "endswith":
      return typeof a === "string" ? s.endsWith(a) : undefined;
    case "contains":
    case "includes":
      return typeof a === "string" ? s.includes(a) : undefined;
    case "isEmpty":
      return s.length === 0;
    default:
      return undefined;
  }
}

/** The constant an operator gives on two constants it folds. */
function foldedConstants(op: string, left: Val, right: Val): Val | undefined {
  if (left.constant === undefined || right.constant === undefined || isTainted(left) || isTainted(right))
    return undefined;
  const folded = fold(op, left.constant.value ?? null, right.constant.value ?? null);
  return folded === undefined ? undefined : constant(folded);
}

/** An operator on two values: folded when both are constants, else what taint it keeps. */
export function binaryValue(op: string, left: Val, right: Val): Val {
  const a = left.constant?.value;
  const b = right.constant?.value;
  const folded = foldedConstants(op, left, right);
  if (folded) return folded;
  if (op === "+" && left.items) return concatenated(left, right);
  const stringy =
    typeof a === "string" || typeof b === "string" || left.type === "String" || right.type === "String";
  if (op === "+" || op === "." || op === ".." || (op === "%" && stringy))
    return joinedText(op, left, right, stringy);
  if (op === "??" || op === "?:") return join(left, right);
  // `Path("/srv") / name` joins paths.
  if (op === "/" && (left.type === "Path" || right.type === "Path"))
    return withTaints(mergeTaints(deepTaints(left), deepTaints(right)), { type: "Path" });
  return CLEAN;
}

/**
 * `["gerapy", "parse"] + args`: a list followed by another keeps its items in order, so the
 * program a command list runs is still its first item. A right side of unknown contents follows
 * the known items as the rest.
 */
function concatenated(left: Val, right: Val): Val {
  const list = right.items !== undefined || right.rest !== undefined;
  if (list && !left.rest) {
    const items = [...(left.items ?? []), ...(right.items ?? [])];
    return right.rest ? { items, rest: right.rest } : { items };
  }
  let rest = left.rest;
  for (const part of list ? [...(right.items ?? []), right.rest] : [right]) rest = join(rest, part);
  return { items: left.items, rest };
}

/** Two values joined into text (`+`, `.`, `..`) or a format filled (`%`): the taints each part keeps. */
function joinedText(op: string, left: Val, right: Val, stringy: boolean): Val {
  const a = left.constant?.value;
  const b = right.constant?.value;
  const before = typeof a === "string" ? a : undefined;
  // A part joined to text (not to an empty string) is built into it; `%` fills the left's placeholders.
  const taints = mergeTaints(
    b === "" ? deepTaints(left) : builtPart(deepTaints(left)),
    a === ""
      ? deepTaints(right)
      : builtPart(
          notLeading(afterText(deepTaints(right), before)),
          op === "%" ? templatePrefix(before) : before,
        ),
  );
  return withTaints(taints, stringy ? { type: "String" } : {});
}
