import type { Expr, Span, Stmt } from "../../../ir/ir";
import { calleeName, charBefore } from "./c-pointers";
import { type FreedState, markFreed, objectOf, rebind } from "./freed-state";

/**
 * C++ object lifetimes in the terms of the freed-memory walk. Memory that is not freed by a call
 * still ends: a local's storage when its block is left, a string's or vector's buffer when the
 * owner is assigned or grows, a unique_ptr's object when it is reset, a temporary's at the end of
 * its statement. Such memory is an object with a pseudo path of its own: `&x` for the storage of
 * local x, `~s` for what owner s holds now, `~@<offset>` for a temporary's. A pointer, reference
 * or iterator taken into it names that object; its end marks the object freed.
 */

/** Owners whose memory pointers, references and iterators see, by declared type. */
const OWNERS: Record<string, "buffer" | "unique"> = {
  string: "buffer",
  wstring: "buffer",
  u16string: "buffer",
  u32string: "buffer",
  basic_string: "buffer",
  vector: "buffer",
  unique_ptr: "unique",
};

/** Calls on an owner that hand out a pointer, reference or iterator into what it holds. */
const INTO = new Set([
  "c_str",
  "data",
  "get",
  "begin",
  "end",
  "cbegin",
  "cend",
  "rbegin",
  "rend",
  "front",
  "back",
  "at",
]);

/**
 * Calls that replace what an owner holds: a buffer that may move, a unique_ptr's object deleted.
 * `resize` is left out: shrinking, its usual use after a read into the buffer, keeps the buffer.
 */
const REPLACING: Record<"buffer" | "unique", Set<string>> = {
  buffer: new Set([
    "push_back",
    "emplace_back",
    "insert",
    "emplace",
    "erase",
    "clear",
    "reserve",
    "append",
    "assign",
    "replace",
    "shrink_to_fit",
  ]),
  unique: new Set(["reset"]),
};

const ITERATOR = /iterator\s*$/;

/** Standard calls that return a new string or owning pointer: their result is a temporary. */
const TEMPORARY_MAKERS = new Set([
  "string",
  "wstring",
  "to_string",
  "to_wstring",
  "make_unique",
  "make_shared",
]);
const TEMPORARY_METHODS = new Set(["str", "substr"]);
const STRING_MAKERS = new Set(["string", "wstring", "to_string", "to_wstring"]);

/** Functions of a file that return a string or a unique_ptr by value (not a reference nor a pointer). */
const RETURNS_OWNER =
  /(?:^|[\s;}])(?:std::)?(?:w|u16|u32)?string\s+(?:\w+::)*(\w+)\s*\(|unique_ptr\s*<[^;{}()]*>\s+(?:\w+::)*(\w+)\s*\(/g;

export function ownerReturners(source: string): Set<string> {
  const out = new Set<string>();
  for (const m of source.matchAll(RETURNS_OWNER)) out.add((m[1] ?? m[2]) as string);
  return out;
}

/** Text that may hold a pointer, reference or iterator into memory whose lifetime ends first. */
export const LIFETIME_WORDS =
  /c_str|\.data\s*\(|\.get\s*\(|\.reset\s*\(|begin\s*\(|\.(?:front|back|at)\s*\(|unique_ptr|string_view|&\s*\w+\s*=\s*(?:\*\s*[\w:]+\s*[(<]|\w+\s*\[)|=\s*&\s*\w+(?:\.\w+)*\s*;/;

/** What ended the object a path names, when it is a pseudo object of this file. */
export function endedBy(object: string): "scope" | "owner" | undefined {
  return object.startsWith("&") ? "scope" : object.startsWith("~") ? "owner" : undefined;
}

interface Local {
  owner?: "buffer" | "unique";
}

export class Lifetimes {
  private readonly locals = new Map<string, Local>();

  constructor(
    private readonly source: string,
    private readonly returnsOwner: (name: string) => boolean,
  ) {}

  /** A parameter: a string, vector or unique_ptr passed in is an owner as a local is. */
  param(name: string, type: string | undefined): void {
    this.locals.set(name, { owner: type === undefined ? undefined : OWNERS[type] });
  }

  /** A local declared: its storage and what it owns are new objects. */
  declare(name: string, type: string | undefined, at: number, s: FreedState): void {
    // `std::vector<int>::iterator it` is no vector.
    const kind = type === undefined ? undefined : OWNERS[type];
    const owner = kind && !ITERATOR.test(this.declarationBefore(at)) ? kind : undefined;
    this.locals.set(name, { owner });
    for (const key of [`&${name}`, `~${name}`]) if (s.aliased.has(objectOf(s, key))) rebind(s, key, at);
  }

  /**
   * The pseudo path a declaration or assignment binds its target to: `p = &x`, `p = s.c_str()`,
   * `T &r = *up`, `T &r = v[i]`; a temporary's, already ended, for `p = f().c_str()` and
   * `T &r = *make_unique<T>()`.
   */
  storage(
    target: Expr,
    value: Expr,
    declaredType: string | undefined,
    span: Span,
    s: FreedState,
  ): string | undefined {
    const before = charBefore(this.source, value.span.start);
    const reference = declaredType !== undefined && charBefore(this.source, target.span.start) === "&";
    if (before === "&") return this.addressStorage(value);
    if (reference && before === "*" && value.kind === "name")
      return this.locals.get(value.name)?.owner === "unique" ? `~${value.name}` : undefined;
    if (reference && before === "*" && value.kind === "call" && this.temporary(value))
      return this.ended(span, s);
    // `std::string_view v = f()`: a view of the string f returned, gone with the statement.
    if (declaredType === "string_view" && value.kind === "call" && this.newString(value))
      return this.ended(span, s);
    if (reference && value.kind === "index" && value.object.kind === "name")
      return this.bufferElement(value.object.name);
    return this.intoStorage(target, value, declaredType, reference, span, s);
  }

  /** `&x`, `&buf[i]`: the storage of x, or the memory buffer `buf` owns. */
  private addressStorage(value: Expr): string | undefined {
    if (value.kind === "index" && value.object.kind === "name") return this.bufferElement(value.object.name);
    const root = this.storageRoot(value);
    return root === undefined ? undefined : `&${root}`;
  }

  /** What an element of `name` lives in: the memory it owns, when it is a buffer. */
  private bufferElement(name: string): string | undefined {
    return this.locals.get(name)?.owner === "buffer" ? `~${name}` : undefined;
  }

  /** `p = s.c_str()`, `it = v.begin()`, `T &r = v.front()`: what the owner holds. */
  private intoStorage(
    target: Expr,
    value: Expr,
    declaredType: string | undefined,
    reference: boolean,
    span: Span,
    s: FreedState,
  ): string | undefined {
    if (value.kind !== "call" || value.callee.kind !== "member" || !INTO.has(value.callee.property))
      return undefined;
    // `t = s.c_str()` into a string copies the text.
    if (target.kind === "name" && this.locals.get(target.name)?.owner) return undefined;
    // A pointer or iterator is kept; a copy of what it points to (`std::string t = s.c_str()`) is not.
    const front =
      value.callee.property === "front" || value.callee.property === "back" || value.callee.property === "at";
    if (front ? !reference : declaredType !== undefined && !this.holder(target, declaredType))
      return undefined;
    const receiver = value.callee.object;
    if (receiver.kind === "name" && this.locals.get(receiver.name)?.owner) return `~${receiver.name}`;
    return this.temporary(receiver) ? this.ended(span, s) : undefined;
  }

  /** `s = …`, `s += …`, `s.push_back(…)`, `up.reset(…)`: what the owner held before ends. */
  replaced(key: string, method: string | undefined, span: Span, s: FreedState): void {
    const owner = this.locals.get(key)?.owner;
    if (!owner || (method !== undefined && !REPLACING[owner].has(method))) return;
    end(s, `~${key}`, span);
  }

  /** Leaving a block: the storage of its locals (static ones aside) and what they own end. */
  leave(list: readonly Stmt[], out: FreedState | null, at: number): void {
    if (!out) return;
    const span = { start: at, end: at + 1 };
    for (const st of list) {
      if (st.kind !== "assign" || st.declaredType === undefined || st.target.kind !== "name") continue;
      if (this.isStatic(st.span.start)) continue;
      end(out, `&${st.target.name}`, span);
      end(out, `~${st.target.name}`, span);
    }
  }

  /**
   * A loop whose body replaces what an owner holds on every path back to its head: a pointer or
   * iterator bound before, and not bound anew, points into the old memory in the next iteration.
   */
  carry(head: FreedState, back: FreedState | null): void {
    if (!back) return;
    for (const [id, span] of back.freed) {
      if (!id.startsWith("~") || head.freed.has(id)) continue;
      for (const [key, object] of head.objects)
        if (object === id && !endedBy(key) && back.objects.get(key) === id) head.freed.set(id, span);
    }
  }

  private holder(target: Expr, declaredType: string): boolean {
    const b = charBefore(this.source, target.span.start);
    return (
      b === "*" ||
      b === "&" ||
      declaredType === "auto" ||
      ITERATOR.test(this.declarationBefore(target.span.start))
    );
  }

  /** A value that lives until the end of its statement: a new string or owning pointer. */
  private temporary(e: Expr): boolean {
    if (e.kind === "binary") return e.op === "+";
    if (e.kind !== "call") return false;
    if (e.callee.kind === "member" && TEMPORARY_METHODS.has(e.callee.property)) return true;
    const name = calleeName(e.callee);
    return (
      name !== undefined &&
      (TEMPORARY_MAKERS.has(name) || (e.callee.kind === "name" && this.returnsOwner(name)))
    );
  }

  /** A call that returns a new string: `std::string(…)`, `std::to_string(…)`, a function of the file returning one. */
  private newString(e: Extract<Expr, { kind: "call" }>): boolean {
    const name = calleeName(e.callee);
    if (name === undefined) return false;
    return STRING_MAKERS.has(name) || (e.callee.kind === "name" && this.returnsOwner(name));
  }

  private ended(span: Span, s: FreedState): string {
    const key = `~@${span.start}`;
    rebind(s, key, span.start);
    markFreed(s, key, span);
    return key;
  }

  /**
   * The local whose storage `&x` or `&x.a.b` points into; none through a pointer (`&p->a`, `&p[i]`),
   * which points into memory of its own.
   */
  private storageRoot(e: Expr): string | undefined {
    if (e.kind === "name") return e.name;
    if (e.kind !== "member" || this.source.startsWith("->", e.object.span.end)) return undefined;
    return this.storageRoot(e.object);
  }

  /** `static T x` keeps its storage for the whole run. */
  private isStatic(at: number): boolean {
    return /\bstatic\b/.test(this.declarationBefore(at));
  }

  /** The text of a declaration before the declared name (`static std::string `), from its statement's start. */
  private declarationBefore(at: number): string {
    let i = at - 1;
    while (i >= 0 && i > at - 200 && !";{}(".includes(this.source[i] as string)) i--;
    return this.source.slice(i + 1, at);
  }
}

/** The object a pseudo path names ends, when anything points into it; later uses of it are new. */
function end(s: FreedState, key: string, span: Span): void {
  const object = objectOf(s, key);
  if (!s.aliased.has(object)) return;
  markFreed(s, key, span);
  rebind(s, key, span.start);
}
