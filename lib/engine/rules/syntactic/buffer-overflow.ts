import type { Val } from "../../dataflow/values";
import type { Expr } from "../../ir/ir";
import { type CallEvent, constString, type Hit, type HookContext, type SyntacticRule } from "../types";
import { destinationElements, pastDeclaredBounds, pastLoopBound } from "./support/c-arrays";
import { literalParts } from "./support/c-literals";
import { allocatedSize, constantSize } from "./support/c-sizes";
import { allocatedFor, lengthChecked } from "./support/length-checks";

/** A hit whose sizes are all written in the code: the overflow happens whatever the input. */
type Sized = Hit & { definite?: boolean };

/** The length of a byte array whose declaration is in view (`char buf[16]` is typed `char[16]`). */
function arraySize(v: Val | undefined): number | undefined {
  const m = v?.type ? /^char\[(\d+)\]$/.exec(v.type) : null;
  return m ? Number(m[1]) : undefined;
}

const UNBOUNDED = new Set([
  "strcpy",
  "stpcpy",
  "wcpcpy",
  "strcat",
  "wcscpy",
  "wcscat",
  "gets",
  "lstrcpy",
  "lstrcat",
  "_tcscpy",
  "_tcscat",
  "StrCpy",
  "StrCat",
  "vsprintf",
  "_mbscpy",
]);

/** Where each scanf-like function's format is. */
const SCANF_FORMAT: Record<string, number> = {
  scanf: 0,
  wscanf: 0,
  vscanf: 0,
  fscanf: 1,
  sscanf: 1,
  fwscanf: 1,
  swscanf: 1,
  vfscanf: 1,
  vsscanf: 1,
};

/** Where each bounded copy's size argument is: it must not exceed the destination. */
const SIZE_ARG: Record<string, number> = {
  memcpy: 2,
  memmove: 2,
  strncpy: 2,
  strncat: 2,
  snprintf: 1,
  vsnprintf: 1,
  fgets: 1,
  memset: 2,
};

/** Where each wide copy's count is, in wide characters: it must not exceed the destination's. */
const WIDE_SIZE_ARG: Record<string, number> = {
  wcsncpy: 2,
  wcsncat: 2,
  wmemcpy: 2,
  wmemmove: 2,
  wmemset: 2,
};

const isStrlen = (e: Expr | undefined): boolean =>
  e?.kind === "call" && e.callee.kind === "name" && e.callee.name === "strlen";

/** `sizeof(dst) - strlen(dst)`: the room left, without the terminator's byte. */
const roomWithoutTerminator = (e: Expr | undefined): boolean =>
  e?.kind === "binary" && e.op === "-" && e.left.kind !== "binary" && isStrlen(e.right);

function unboundedCopy(
  call: CallEvent,
  ctx: HookContext,
  name: string,
  destination?: number,
): Sized | undefined {
  const source = constString(call.args[1]);
  if (name !== "gets" && source !== undefined && name.endsWith("cpy")) {
    if (destination === undefined || source.length < destination) return undefined;
    return {
      span: call.span,
      message: `${name}() copies ${source.length + 1} bytes into a ${destination}-byte buffer.`,
      definite: true,
    };
  }
  // A copy from a smaller array (terminated within its size) fits the destination.
  const sourceSize = arraySize(call.args[1]);
  if (
    name.endsWith("cpy") &&
    destination !== undefined &&
    sourceSize !== undefined &&
    sourceSize <= destination
  )
    return undefined;
  // The source's length was compared with a bound first (`if (strlen(src) >= sizeof dst) return;`).
  if (name !== "gets" && lengthChecked(ctx, call, undefined, call.argExprs[1])) return undefined;
  // Or the destination was allocated for it (`dst = malloc(strlen(src) + 1)`).
  if (name.endsWith("cpy") && allocatedFor(ctx, call, call.argExprs[0], call.argExprs[1])) return undefined;
  return { span: call.span, message: `${name}() does not bound the copy by the destination size.` };
}

function sprintfCall(call: CallEvent, ctx: HookContext, destination?: number): Hit | undefined {
  const formatExpr = call.argExprs[1];
  const format =
    constString(call.args[1]) ??
    (formatExpr ? literalParts(ctx.source.slice(formatExpr.span.start, formatExpr.span.end)) : undefined);
  if (format !== undefined && !/%[-+ #0-9.]*[sS]/.test(format)) return undefined;
  // Only constant strings are formatted: the length is known and checked against the buffer.
  const rest = call.args.slice(2).map((a) => (a.constant ? String(a.constant.value) : undefined));
  if (format !== undefined && rest.every((a) => a !== undefined)) {
    const length = format.length + rest.join("").length;
    if (destination === undefined || length < destination) return undefined;
  }
  // Every string formatted had its length checked first.
  const strings = call.argExprs.slice(2).filter((_, i) => call.args[i + 2]?.constant === undefined);
  if (format !== undefined && strings.every((e) => lengthChecked(ctx, call, undefined, e))) return undefined;
  // One string formatted into a destination allocated for it and the format's other characters.
  const single = format !== undefined && strings.length === 1 && (format.match(/%/g) ?? []).length === 1;
  if (single && allocatedFor(ctx, call, call.argExprs[0], strings[0], format.length - 1)) return undefined;
  return { span: call.span, message: "sprintf() writes a string of unbounded length; use snprintf()." };
}

function scanfCall(call: CallEvent, name: string): Hit | undefined {
  const index = SCANF_FORMAT[name] as number;
  // Scanning a constant string writes what is known.
  if (/^v?sw?scanf$/.test(name) && constString(call.args[0]) !== undefined) return undefined;
  const format = constString(call.args[index]);
  // `%s` or `%[…]` without a width (`%%` is a literal percent sign, `%*s` stores nothing).
  if (format === undefined) return undefined;
  if (/%[hlLqjzt]*[sS[]/.test(format.replace(/%%/g, "")))
    return { span: call.span, message: `${name}() reads %s without a width.` };
  return widerThanBuffer(call, format, index + 1);
}

/** `%1024s` into a 128-byte array: the width allows more than the buffer holds with its terminator. */
function widerThanBuffer(call: CallEvent, format: string, first: number): Hit | undefined {
  let arg = first;
  for (const m of format.replace(/%%/g, "").matchAll(/%(\*?)(\d*)[hlLqjzt]*([a-zA-Z[])/g)) {
    if (m[1]) continue;
    const size = arraySize(call.args[arg]);
    const width = Number(m[2]);
    if ((m[3] === "s" || m[3] === "[") && size !== undefined && width >= size)
      return {
        span: call.span,
        message: `A width of ${width} reads more than the ${size}-byte buffer holds.`,
      };
    arg++;
  }
  return undefined;
}

function sizedCopy(call: CallEvent, ctx: HookContext, name: string, destination?: number): Sized | undefined {
  const index = SIZE_ARG[name] as number;
  const size = call.argExprs[index];
  // A length taken from the source (strlen(src)) is not bounded by the destination.
  if (index === 2 && isStrlen(size) && !lengthChecked(ctx, call, undefined, call.argExprs[1])) {
    return {
      span: call.span,
      message: `${name}() copies strlen(source) bytes without checking the destination size.`,
    };
  }
  // strncat's bound is what may be appended: the room left, less one byte for the terminator.
  if (name === "strncat" && roomWithoutTerminator(size)) {
    return { span: call.span, message: "strncat() leaves no room for the terminating null byte." };
  }
  // Both sizes known (`sizeof` of a declared array folds to its length, `100 * sizeof(char)` is
  // written out): the copy must fit.
  const written = size
    ? constantSize(ctx.source.slice(size.span.start, size.span.end), ctx.source)
    : undefined;
  const folded = call.args[index]?.constant?.value;
  const length = typeof folded === "number" ? folded : written;
  const limit = name === "strncat" ? (destination ?? 0) - 1 : destination;
  if (length !== undefined && limit !== undefined && destination !== undefined && length > limit) {
    return {
      span: call.span,
      message: `${name}() copies ${length} bytes into a ${destination}-byte buffer.`,
      definite: true,
    };
  }
  if (name === "strncpy" && typeof length === "number") return unterminatedCopy(call, ctx, length);
  // A length read from input and never compared with a bound.
  const fromInput = call.args[2]?.taints?.some((t) => t.origin.kind === "source");
  if (index === 2 && fromInput && !lengthChecked(ctx, call, size)) {
    return { span: call.span, message: `${name}() copies a length read from input without checking it.` };
  }
  return undefined;
}

/**
 * `malloc(strlen(s))`, or `malloc(len)` with `len = strlen(s)` not grown since: no byte for the
 * terminator the string copied in needs.
 */
function allocation(call: CallEvent, ctx: HookContext): Hit | undefined {
  const size = call.argExprs[0];
  const message = "The allocation has no room for the string's terminating null byte (strlen(s) + 1).";
  if (isStrlen(size)) return { span: call.span, message };
  if (size?.kind !== "name") return undefined;
  const before = ctx.source.slice(ctx.functionSpan?.start ?? 0, call.span.start);
  const name = size.name.replace(/\W/g, "");
  const given = [...before.matchAll(new RegExp(`\\b${name}\\s*=\\s*(strlen\\s*\\()?`, "g"))].pop();
  // The last value given was the length, and no `len += 1` / `len++` since.
  if (
    !given?.[1] ||
    new RegExp(`\\b${name}\\s*(\\+\\+|\\+=)|\\+\\+\\s*${name}\\b`).test(before.slice(given.index))
  )
    return undefined;
  return { span: call.span, message };
}

/**
 * `strncpy(dst, src, n)` writes no terminator when the source has n characters or more: reported
 * when the source's length is known (a literal, or an array able to hold that many) and nothing
 * after the call terminates the destination (`dst[n - 1] = '\\0'`). CERT STR31-C, STR50-CPP.
 */
function unterminatedCopy(call: CallEvent, ctx: HookContext, n: number): Hit | undefined {
  const literal = constString(call.args[1]);
  const sourceSize = arraySize(call.args[1]);
  const mayFill = literal !== undefined ? literal.length >= n : sourceSize !== undefined && sourceSize > n;
  const dst = call.argExprs[0];
  if (!mayFill || dst?.kind !== "name") return undefined;
  const after = ctx.source.slice(call.span.end, ctx.functionSpan?.end ?? call.span.end);
  const name = dst.name.replace(/\W/g, "");
  if (new RegExp(`\\b${name}\\s*\\[[^\\]]+\\]\\s*=\\s*(?:0\\b|'\\\\0'|NUL\\b)`).test(after)) return undefined;
  return {
    span: call.span,
    message: `strncpy() copies at most ${n} bytes and leaves ${dst.name} without a terminating null byte when the source is that long.`,
  };
}

/** The bytes of a copy's destination: a declared array, or an allocation in view. */
function destinationSize(call: CallEvent, ctx: HookContext): number | undefined {
  const declared = arraySize(call.args[0]);
  const dst = call.argExprs[0];
  if (declared !== undefined || dst?.kind !== "name" || !/^\w+$/.test(dst.name)) return declared;
  const before = ctx.source.slice(ctx.functionSpan?.start ?? call.span.start, call.span.start);
  return allocatedSize(dst.name, before, ctx.source);
}

/** `wcsncpy(data, source, 99)` into 50 wide characters: counts written in the code that do not fit. */
function wideCopy(call: CallEvent, ctx: HookContext, name: string): Sized | undefined {
  const dst = call.argExprs[0];
  const count = call.argExprs[WIDE_SIZE_ARG[name] as number];
  if (dst?.kind !== "name" || !/^\w+$/.test(dst.name) || !count) return undefined;
  const elements = destinationElements(dst.name, ctx, call.span.start);
  const length = constantSize(ctx.source.slice(count.span.start, count.span.end), ctx.source);
  // What wcsncat appends goes after the text already there, and its terminator after that.
  const room = elements === undefined ? undefined : name === "wcsncat" ? elements - 1 : elements;
  if (room === undefined || length === undefined || length <= room) return undefined;
  return {
    span: call.span,
    message: `${name}() writes ${length} wide characters into an array of ${elements}.`,
    definite: true,
  };
}

function copyHit(call: CallEvent, ctx: HookContext, name: string): Sized | undefined {
  const destination = destinationSize(call, ctx);
  if (UNBOUNDED.has(name)) return unboundedCopy(call, ctx, name, destination);
  if (name === "sprintf") return sprintfCall(call, ctx, destination);
  if (name in SCANF_FORMAT) return scanfCall(call, name);
  if (name in SIZE_ARG) return sizedCopy(call, ctx, name, destination);
  if (name in WIDE_SIZE_ARG) return wideCopy(call, ctx, name);
  if (name === "malloc" || name === "alloca") return allocation(call, ctx);
  return undefined;
}

/**
 * Severity follows evidence: a copy of data no source was seen to fill (nothing under the threat
 * model reaches it) is at most medium, and says so; one of input stays high, and so does one whose
 * sizes are all written in the code.
 */
function withEvidence(call: CallEvent, sized: Sized | undefined): Hit | undefined {
  if (!sized) return undefined;
  const { definite, ...hit } = sized;
  if (definite || call.args.some((a) => a.taints?.some((t) => t.origin.kind === "source"))) return hit;
  const said = hit.message ?? bufferOverflow.message;
  return {
    ...hit,
    unproven: true,
    message: `${said} No input is shown to reach it: it matters where the data can outgrow the buffer.`,
  };
}

export const bufferOverflow: SyntacticRule = {
  kind: "syntactic",
  id: "buffer-overflow",
  title: "Unbounded buffer copy",
  cwe: [120, 787],
  owasp: "A03:2021-Injection",
  severity: "high",
  confidence: "medium",
  languages: ["c", "cpp"],
  trigger:
    /strcpy|stpcpy|wcpcpy|strcat|wcscpy|wcscat|gets|sprintf|scanf|memcpy|memmove|memset|wmem|wcsn|strncpy|strncat|lstrcpy|StrCpy|_tcscpy|_mbscpy|fgets|cin|istream|fstream|malloc|alloca|sizeof|\]\s*=[^=]/,
  message: "A copy into a buffer does not bound the length by the destination's size.",
  fix: {
    description:
      "Use a bounded function and pass the destination size: snprintf instead of sprintf, strncpy/strlcpy or memcpy with an explicit checked length instead of strcpy, fgets instead of gets.",
  },
  onCall(call, ctx) {
    const { name } = call.key;
    // `in >> buf` into a char array reads a whole word unless a width (`std::setw`) comes first.
    if (name === ">>") {
      if (call.args.length !== 1 || arraySize(call.args[0]) === undefined) return undefined;
      return {
        span: call.span,
        message: "A word is read into a fixed-size array without a width (std::setw).",
      };
    }
    if (call.key.hasReceiver && call.key.receiverType !== "" && call.key.receiverType !== "std")
      return undefined;
    return withEvidence(call, copyHit(call, ctx, name));
  },
  // `buf[sizeof buf] = 0`, `buf[BUFSIZE] = x`: one past the end of a declared array.
  onAssign(assign, ctx) {
    if (!assign.element) return undefined;
    const size = arraySize(assign.element.container);
    const index = assign.element.index.constant?.value;
    const counted = pastLoopBound(assign, ctx);
    if (counted) return counted;
    if (size === undefined) return pastDeclaredBounds(assign, ctx);
    if (typeof index !== "number" || index < size) return undefined;
    return {
      span: assign.span,
      message: `Element ${index} of a ${size}-byte array is written past its end.`,
    };
  },
};
