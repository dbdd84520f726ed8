import type { Val } from "../../dataflow/values";
import { constString, type SyntacticRule } from "../types";

/** The length of a byte array whose declaration is in view (`char buf[16]` is typed `char[16]`). */
function arraySize(v: Val | undefined): number | undefined {
  const m = v?.type ? /^char\[(\d+)\]$/.exec(v.type) : null;
  return m ? Number(m[1]) : undefined;
}

const UNBOUNDED = new Set([
  "strcpy",
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

export const bufferOverflow: SyntacticRule = {
  kind: "syntactic",
  id: "buffer-overflow",
  title: "Unbounded buffer copy",
  cwe: [120, 787],
  owasp: "A03:2021-Injection",
  severity: "high",
  confidence: "medium",
  languages: ["c", "cpp"],
  level: "mini",
  trigger:
    /strcpy|strcat|wcscpy|wcscat|gets|sprintf|scanf|memcpy|memmove|strncpy|strncat|lstrcpy|StrCpy|_tcscpy|_mbscpy/,
  message: "A copy into a buffer does not bound the length by the destination's size.",
  fix: {
    description:
      "Use a bounded function and pass the destination size: snprintf instead of sprintf, strncpy/strlcpy or memcpy with an explicit checked length instead of strcpy, fgets instead of gets.",
  },
  onCall(call) {
    const { name } = call.key;
    if (call.key.hasReceiver && call.key.receiverType !== "" && call.key.receiverType !== "std")
      return undefined;
    const destination = arraySize(call.args[0]);
    if (UNBOUNDED.has(name)) {
      const source = constString(call.args[1]);
      if (name !== "gets" && source !== undefined && name.endsWith("cpy")) {
        if (destination === undefined || source.length < destination) return undefined;
        return {
          span: call.span,
          message: `${name}() copies ${source.length + 1} bytes into a ${destination}-byte buffer.`,
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
      return { span: call.span, message: `${name}() does not bound the copy by the destination size.` };
    }
    if (name === "sprintf") {
      const format = constString(call.args[1]);
      if (format !== undefined && !/%[-+ #0-9.]*[sS]/.test(format)) return undefined;
      // Only constant strings are formatted: the length is known and checked against the buffer.
      const rest = call.args.slice(2).map((a) => (a.constant ? String(a.constant.value) : undefined));
      if (format !== undefined && rest.every((a) => a !== undefined)) {
        const length = format.length + rest.join("").length;
        if (destination === undefined || length < destination) return undefined;
      }
      return { span: call.span, message: "sprintf() writes a string of unbounded length; use snprintf()." };
    }
    if (name === "scanf" || name === "sscanf" || name === "fscanf") {
      const format = constString(call.args[name === "scanf" ? 0 : 1]);
      if (format !== undefined && /%s/.test(format))
        return { span: call.span, message: `${name}() reads %s without a width.` };
      return undefined;
    }
    if (name === "memcpy" || name === "memmove" || name === "strncpy" || name === "strncat") {
      const size = call.argExprs[2];
      // A length taken from the source (strlen(src)) is not bounded by the destination.
      if (size?.kind === "call" && size.callee.kind === "name" && size.callee.name === "strlen") {
        return {
          span: call.span,
          message: `${name}() copies strlen(source) bytes without checking the destination size.`,
        };
      }
      // Both sizes known (`sizeof` of a declared array folds to its length): the copy must fit.
      const length = call.args[2]?.constant?.value;
      if (typeof length === "number" && destination !== undefined && length > destination) {
        return {
          span: call.span,
          message: `${name}() copies ${length} bytes into a ${destination}-byte buffer.`,
        };
      }
    }
    return undefined;
  },
};
