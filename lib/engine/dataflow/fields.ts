import { name } from "../ir/build";
import type { Expr, FunctionIR } from "../ir/ir";
import { writeTarget } from "./assign";
import type { FieldWrite, Frame } from "./context";
import { exprPath } from "./expr-path";
import { classesNamed, constructorsOf, hierarchyOf, simpleName } from "./resolve/callees";
import type { Callee, FileUnit, ProjectIndex } from "./resolve/project-index";
import { CLEAN, deepTaints, fieldTaints, isTainted, join, type Taint, type Val, withTaints } from "./values";

// The fields of `this` through methods: a bare name that is an instance field reads and writes the
// object's field; a method's summary records the fields it leaves set on its object, which a call
// applies to its receiver (`b.setName(x)`), and a constructor's are the new object's fields.

const NO_MEMBERS: ReadonlySet<string> = new Set();
const memberCache = new WeakMap<FunctionIR, ReadonlySet<string>>();

/** A constructor written with its class's name (Java, C#). */
export function isConstructor(fn: FunctionIR): boolean {
  return !!fn.className && fn.name === simpleName(fn.className);
}

/**
 * A constructor that passes arguments to its base class's (`super(message)`, `: base(message)`)
 * where that class is not analysed: the base may keep them in fields of its own.
 */
export function handsOn(project: ProjectIndex, { fn, unit }: Callee): boolean {
  if (!isConstructor(fn)) return false;
  const handed = fn.body.some(
    (s) =>
      s.kind === "expr" &&
      s.expr.kind === "call" &&
      s.expr.args.length > 0 &&
      s.expr.callee.kind === "name" &&
      (s.expr.callee.name === "super" || s.expr.callee.name === "base"),
  );
  if (!handed || !fn.className) return false;
  const supers = classesNamed(project, simpleName(fn.className), unit).flatMap((c) => c.supers);
  return !supers.some((s) => constructorsOf(project, s, unit).length > 0);
}

/** The instance fields a method may name bare: its class's and its analysed super classes'. */
export function classMembers(
  project: ProjectIndex | undefined,
  fn: FunctionIR,
  unit: FileUnit,
): ReadonlySet<string> {
  if (!project || !fn.className) return NO_MEMBERS;
  const known = memberCache.get(fn);
  if (known) return known;
  const classes = hierarchyOf(project, simpleName(fn.className), unit).classes;
  const out = new Set(classes.flatMap((c) => c.members ?? []));
  const members = out.size > 0 ? out : NO_MEMBERS;
  memberCache.set(fn, members);
  return members;
}

/**
 * A bare field name read in a method: the field as the object holds it here, else (in a summary
 * run, where the object is an input) that field of the object; `declared` is the field's
 * declaration (its type).
 */
export function readField(self: Val | undefined, field: string, declared: Val | undefined): Val | undefined {
  if (!self) return undefined;
  const slot = self.keys?.get(field);
  if (slot) return slot.type || !declared?.type ? slot : { ...slot, type: declared.type };
  if (!isTainted(self)) return undefined;
  return withTaints(fieldTaints(self.taints, field), declared?.type ? { type: declared.type } : undefined);
}

/**
 * What the object holds when the method returns, per field it set: the join over the returns,
 * replaced only when every return set it. A field still holding what the constructor left in it
 * (`seeded`) is not the method's write: a getter does not set the fields it reads.
 */
export function fieldsAtExit(
  exits: Val[],
  seeded?: ReadonlyMap<string, Val>,
): ReadonlyMap<string, FieldWrite> | undefined {
  if (exits.length === 0 || !exits.some((v) => v.keys && v.keys.size > 0)) return undefined;
  const out = new Map<string, FieldWrite>();
  const untouched = (field: string) =>
    seeded?.has(field) && exits.every((v) => v.keys?.get(field) === seeded.get(field));
  for (const v of exits)
    for (const [field, value] of v.keys ?? []) {
      if (untouched(field)) continue;
      const seen = out.get(field);
      out.set(field, { value: join(seen?.value, value), always: true });
    }
  for (const [field, write] of out)
    if (!exits.every((v) => v.keys?.has(field))) out.set(field, { ...write, always: false });
  return out;
}

/**
 * The fields a called method sets, written into its receiver (`b` of `b.setName(x)`, the
 * caller's own object for `this.m()` and `m()`): the receiver as the call leaves it. `weak` when
 * the call may run other methods too.
 */
export function writeFields(
  f: Frame,
  e: Extract<Expr, { kind: "call" }>,
  receiver: Val,
  fields: ReadonlyMap<string, FieldWrite>,
  substitute: (taints: Taint[]) => Taint[] | undefined,
  weak: boolean,
  copied = false,
): Val {
  const keys = new Map(receiver.keys ?? []);
  for (const [field, write] of fields) {
    const value = writtenValue(write, substitute);
    const before = keys.get(field) ?? withTaints(fieldTaints(receiver.taints, field));
    keys.set(field, write.always && !weak ? value : join(before, value));
  }
  const updated = { ...receiver, keys };
  const target = receiverOf(e);
  // What a method sets on a copy of its object (Go's value receiver) is not seen by the caller.
  if (target && exprPath(target) && !copied) writeTarget(f, target, updated);
  return updated;
}

/** The value a method left in a field, as the caller sees it: its taints in the caller's terms, else its constant. */
function writtenValue(write: FieldWrite, substitute: (taints: Taint[]) => Taint[] | undefined): Val {
  const taints = substitute(deepTaints(write.value) ?? []);
  if (taints) return withTaints(taints);
  return write.value.constant ? { constant: write.value.constant } : CLEAN;
}

/** The object a call acts on: `b` of `b.m()`, `this` for a bare `m()`. */
function receiverOf(e: Extract<Expr, { kind: "call" }>): Expr | undefined {
  // Through fluent calls (`b.where(x).limit(5)`) the object is the chain's first receiver's; a
  // chain from a constructor (`new Query().where(x)`) has no variable to write back into.
  let target =
    e.callee.kind === "member"
      ? e.callee.object
      : e.callee.kind === "name"
        ? name("this", e.span)
        : undefined;
  while (target?.kind === "call" && target.callee.kind === "member" && fluentCalls.has(target))
    target = target.callee.object;
  return target;
}

/** Calls that gave their receiver back (`return this;`). */
const fluentCalls = new WeakSet<Expr>();

/** The call gave its receiver back: a later call on its result acts on the same object. */
export function fluent(e: Expr, self: Val): Val {
  fluentCalls.add(e);
  return self;
}
