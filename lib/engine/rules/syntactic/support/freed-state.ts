import type { Span } from "../../../ir/ir";

/**
 * What is known, at one point of a function, about the memory its pointers point to: which
 * objects were freed on every path reaching the point. A pointer is an access path (`p`,
 * `s.buf`); an object is named by the path it was first reached through (`p`), or, once the
 * path is assigned, by the assignment (`p@120`), so that `q = p` makes both name one object.
 */
export interface FreedState {
  /** Paths bound to an object other than their own name. */
  objects: Map<string, string>;
  /**
   * Objects freed on every path, with the call that freed them. A path where the pointer is known
   * to be null counts as freeing (`free(NULL)` does nothing), so that `if (!p) return; free(p);`
   * frees p wherever p pointed to something.
   */
  freed: Map<string, Span>;
  /** Objects whose pointer is null on every path. */
  nulls: Set<string>;
  /** Objects a copy made another path name (`q = p`): such an object outlives its path's assignment. */
  aliased: Set<string>;
}

export function emptyState(): FreedState {
  return { objects: new Map(), freed: new Map(), nulls: new Set(), aliased: new Set() };
}

export function copyState(s: FreedState): FreedState {
  return {
    objects: new Map(s.objects),
    freed: new Map(s.freed),
    nulls: new Set(s.nulls),
    aliased: new Set(s.aliased),
  };
}

export function objectOf(s: FreedState, key: string): string {
  return s.objects.get(key) ?? key;
}

/** Where the object a path points to was freed, if it was on every path. */
export function freedAt(s: FreedState, key: string): Span | undefined {
  return s.freed.get(objectOf(s, key));
}

export function markFreed(s: FreedState, key: string, span: Span): void {
  s.freed.set(objectOf(s, key), span);
}

export function markNull(s: FreedState, key: string): void {
  s.nulls.add(objectOf(s, key));
}

/**
 * The path now points elsewhere: to what `from` points to (a copy, `q = p`), or to a new object
 * named after the assignment. Its members (`key.x`) no longer name what they did.
 */
export function rebind(s: FreedState, key: string, at: number, from?: string): void {
  forgetMembers(s, key, at);
  if (from !== undefined) {
    const object = objectOf(s, from);
    s.objects.set(key, object);
    s.aliased.add(object);
    return;
  }
  // A new object, of which nothing is known. While no other path names the object the path's own
  // name stands for, the name can stand for the new one: fewer bindings to copy and join.
  const object = s.aliased.has(key) ? `${key}@${at}` : key;
  if (object === key) s.objects.delete(key);
  else s.objects.set(key, object);
  s.freed.delete(object);
  s.nulls.delete(object);
}

/** Freed, or null, or a member of a null pointer (`c.buf` where c is null: nothing to free). */
/** What was known of the members below a path (`key.x`): a call given the path may have set them. */
export function forgetMembers(s: FreedState, key: string, at: number): void {
  const prefix = `${key}.`;
  for (const k of s.objects.keys()) if (k.startsWith(prefix)) s.objects.delete(k);
  for (const id of s.freed.keys()) if (id.startsWith(prefix)) s.freed.delete(id);
  for (const id of s.nulls) if (id.startsWith(prefix)) s.nulls.delete(id);
  // A member whose old object a copy still names (`old = c->buf`) now names a new one.
  for (const id of s.aliased) if (id.startsWith(prefix)) s.objects.set(id, `${id}@${at}`);
}

function freedOrNull(s: FreedState, id: string): boolean {
  if (s.freed.has(id) || s.nulls.has(id)) return true;
  for (let dot = id.indexOf("."); dot > 0; dot = id.indexOf(".", dot + 1))
    if (s.nulls.has(id.slice(0, dot))) return true;
  return false;
}

/**
 * Where two paths meet (the states joined are not used after): an object stays freed only if it was freed on both. A path bound to
 * different objects on each side names a joint object, freed when both of its objects were.
 */
export function joinStates(a: FreedState | null, b: FreedState | null, at: number): FreedState | null {
  // The states joined are not used after: one alone is the result as it is.
  if (!a || a === b) return b;
  if (!b) return a;
  const out = emptyState();
  for (const id of a.aliased) out.aliased.add(id);
  for (const id of b.aliased) out.aliased.add(id);
  joinFreed(a, b, out);
  for (const key of new Set([...a.objects.keys(), ...b.objects.keys()])) joinObject(a, b, key, at, out);
  return out;
}

/** What is freed on both sides, or freed on one and null on the other; what is null on both. */
function joinFreed(a: FreedState, b: FreedState, out: FreedState): void {
  for (const [id, span] of a.freed) if (freedOrNull(b, id)) out.freed.set(id, span);
  for (const [id, span] of b.freed) if (!a.freed.has(id) && freedOrNull(a, id)) out.freed.set(id, span);
  for (const id of a.nulls) if (b.nulls.has(id)) out.nulls.add(id);
}

/** The object `key` names after the join: the same on both sides, or a joint object freed when both are. */
function joinObject(a: FreedState, b: FreedState, key: string, at: number, out: FreedState): void {
  const x = objectOf(a, key);
  const y = objectOf(b, key);
  if (x === y) {
    out.objects.set(key, x);
    return;
  }
  const joint = `${at}:${x.length + y.length > 200 ? key : `${x}|${y}`}`;
  out.objects.set(key, joint);
  if (!freedOrNull(a, x) || !freedOrNull(b, y)) return;
  const span = a.freed.get(x) ?? b.freed.get(y);
  if (span) out.freed.set(joint, span);
  else out.nulls.add(joint);
}

export function joinAll(states: Array<FreedState | null>, at: number): FreedState | null {
  let out: FreedState | null = null;
  for (const s of states) out = out ? joinStates(out, s, at) : s;
  return out;
}
