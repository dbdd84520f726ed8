import type { Expr } from "../../ir/ir";
import {
  CLEARERS,
  COLLECTION_GET,
  COLLECTION_PUT,
  FILLERS,
  LIST_APPENDERS,
  LIST_TYPE,
  MUTATORS,
  TEXT_BUILDER_TYPES,
  TYPED_MUTATORS,
} from "../../models/common/containers";
import { read, store, writeTarget } from "../assign";
import type { Frame } from "../context";
import { exprPath, mutationRoot } from "../expr-path";
import {
  builtPart,
  CLEAN,
  constant,
  deepTaints,
  isTainted,
  join,
  mergeTaints,
  type Val,
  withTaints,
} from "../values";
import type { CallExpr } from "./call-key";

/** Remembers calls made on a local object (`cookie.setSecure(true)`) for rules that check them later. */
export function recordFacts(f: Frame, e: CallExpr, name: string, args: Val[]): void {
  if (e.callee.kind !== "member") return;
  const target = e.callee.object;
  if (target.kind !== "name") return;
  // A bare instance field holds its object in the method's own object.
  const current =
    f.state.env.get(target.name) ?? (f.members().has(target.name) ? f.lookup(target.name) : undefined);
  if (!current?.facts) return;
  const facts = new Set(current.facts);
  facts.add(name);
  const consts = args.map((a, i) => {
    if (a.constant) return String(a.constant.value);
    const argExpr = e.args[i];
    return (argExpr && exprPath(argExpr)) ?? "?";
  });
  facts.add(`${name}(${consts.join(",")})`);
  writeTarget(f, target, { ...current, facts });
}

/** A call on a tracked collection: its value, and where what the call changes is written back. */
interface CollectionOp {
  f: Frame;
  name: string;
  receiver: Val;
  args: Val[];
  /** The variable or field the call is made on, when it can be written back. */
  place: Expr | undefined;
  /** The variable or field the receiver is reached through (`a` of `a.b.add(x)`), when it can be written. */
  root: Expr | undefined;
}

/** What a call on a tracked collection does to it and gives back (a `put`, `get`, `pop`, `add`, `clear`). */
export function collectionCall(
  f: Frame,
  e: CallExpr,
  name: string,
  receiver: Val | undefined,
  args: Val[],
): Val | undefined {
  if (e.callee.kind !== "member" || !receiver) return undefined;
  const target = mutationRoot(e.callee.object);
  const writable = target && (target.kind === "name" || target.kind === "member");
  const root = writable ? target : undefined;
  const op: CollectionOp = {
    f,
    name,
    receiver,
    args,
    root,
    place: root === e.callee.object ? root : undefined,
  };
  fillBuffer(f, e, name, receiver);
  const stored = storeCall(op);
  if (stored) return stored;
  const inner =
    name === "get" && args.length === 2 ? nested(receiver, args[0] as Val, args[1] as Val) : undefined;
  if (inner) return inner;
  if (COLLECTION_GET.has(name) && args.length >= 1 && !receiver.type?.includes("Request")) return getCall(op);
  return removeCall(op) ?? appendCall(op) ?? mutatorCall(op) ?? emptyCall(op);
}

/** `stream.Read(buffer, 0, n)`: the buffer holds what the stream held (the call's own result is left to the rest). */
function fillBuffer(f: Frame, e: CallExpr, name: string, receiver: Val): void {
  const buffer = e.args[0];
  if (!FILLERS.has(name) || !isTainted(receiver) || (buffer?.kind !== "name" && buffer?.kind !== "member"))
    return;
  const current = f.evalQuiet(buffer);
  writeTarget(f, buffer, { ...current, taints: mergeTaints(current.taints, deepTaints(receiver)) });
}

/** A text builder (`StringBuilder`) rather than a collection. */
function isTextBuilder(receiver: Val): boolean {
  return TEXT_BUILDER_TYPES.some((t) => receiver.type?.includes(t));
}

/** `map.put(k, v)` and Python's two-level `config.set(section, option, value)`, which writes the slot of a slot. */
function storeCall({ f, name, receiver, args, place }: CollectionOp): Val | undefined {
  if (!place) return undefined;
  if (COLLECTION_PUT.has(name) && args.length === 2) {
    writeTarget(f, place, store(receiver, args[0] as Val, args[1] as Val));
    return CLEAN;
  }
  if (name === "set" && args.length === 3) {
    const [section, option, value] = args as [Val, Val, Val];
    writeTarget(f, place, store(receiver, section, store(read(receiver, section), option, value)));
    return CLEAN;
  }
  return undefined;
}

/** A read by key (`get`, `pop(i)`): the slot, which `pop` also removes; undefined when nothing is tracked. */
function getCall({ f, name, receiver, args, place }: CollectionOp): Val | undefined {
  if (name === "pop" && place && receiver.items && args[0]?.constant) {
    const value = read(receiver, args[0]);
    writeTarget(f, place, removeAt(receiver, args[0]));
    return value;
  }
  if (receiver.keys || receiver.items || receiver.rest) {
    const value = read(receiver, args[0] as Val);
    return args.length > 1 && name !== "get" ? join(value, args[1]) : value;
  }
  return undefined;
}

/** `shift()`, `pop()` and `remove(k)` on a collection whose slots are known: the slot taken out. */
function removeCall({ f, name, receiver, args, place }: CollectionOp): Val | undefined {
  if (!place) return undefined;
  if (
    (name === "shift" || name === "pop") &&
    args.length === 0 &&
    receiver.items &&
    receiver.items.length > 0
  ) {
    const at = constant(name === "shift" ? 0 : receiver.items.length - 1);
    const value = read(receiver, at);
    writeTarget(f, place, removeAt(receiver, at));
    return value;
  }
  if (name === "remove" && args.length === 1 && (receiver.items || receiver.keys)) {
    const k = args[0] as Val;
    const value = read(receiver, k);
    writeTarget(f, place, removeAt(receiver, k));
    return value;
  }
  return undefined;
}

/** An element added to a list: inserted at a constant position (`add(i, x)`) or appended. */
function appendCall({ f, name, receiver, args, place }: CollectionOp): Val | undefined {
  if (!LIST_APPENDERS.has(name) || !place || args.length < 1) return undefined;
  if (name === "add" && args.length === 2 && typeof args[0]?.constant?.value === "number" && receiver.items) {
    const items = [...receiver.items];
    items.splice(args[0].constant.value as number, 0, args[1] as Val);
    writeTarget(f, place, { ...receiver, items });
    return CLEAN;
  }
  const isList =
    receiver.items !== undefined || (receiver.type !== undefined && LIST_TYPE.test(receiver.type));
  if (isList && args.length === 1 && !isTextBuilder(receiver)) {
    const items = receiver.items ? [...receiver.items, args[0] as Val] : undefined;
    writeTarget(
      f,
      place,
      items ? { ...receiver, items } : { ...receiver, rest: join(receiver.rest, args[0]) },
    );
    return CLEAN;
  }
  return undefined;
}

/** A call that changes its object with its arguments: the object holds their taints from then on. */
function mutatorCall({ f, name, receiver, args, root }: CollectionOp): Val | undefined {
  const typed = Object.hasOwn(TYPED_MUTATORS, name) && TYPED_MUTATORS[name]?.test(receiver.type ?? "");
  if ((!MUTATORS.has(name) && !typed) || !root) return undefined;
  // Text added to a builder is built into what the builder holds.
  const text = isTextBuilder(receiver);
  let taints = deepTaints(receiver);
  for (const a of args) taints = mergeTaints(taints, text ? builtPart(deepTaints(a)) : deepTaints(a));
  const current = f.evalQuiet(root);
  if (isTainted({ taints }) && !isTainted(current)) writeTarget(f, root, { ...current, taints });
  else if (isTainted({ taints }))
    writeTarget(f, root, { ...current, taints: mergeTaints(current.taints, taints) });
  return withTaints(taints, { type: receiver.type });
}

/** A text builder or collection emptied: it holds none of what was added. */
function emptyCall({ f, name, receiver, args, place }: CollectionOp): Val | undefined {
  if (!place) return undefined;
  // `sb.setLength(0)`, C#'s `sb.Clear()`: a text builder emptied holds none of what was added.
  const emptied =
    (name === "setLength" && args[0]?.constant?.value === 0 && !isTainted(args[0])) || name === "Clear";
  if (emptied && isTextBuilder(receiver)) {
    writeTarget(f, place, { type: receiver.type });
    return CLEAN;
  }
  if (CLEARERS.has(name)) {
    writeTarget(f, place, { type: receiver.type, items: [] });
    return CLEAN;
  }
  return undefined;
}

/** The collection without the slot at a constant key (later positions shift down). */
function removeAt(base: Val, key: Val): Val {
  const k = key.constant?.value;
  if (typeof k === "number" && base.items) {
    const items = [...base.items];
    items.splice(k, 1);
    return { ...base, items };
  }
  if (k !== undefined && base.keys) {
    const keys = new Map(base.keys);
    keys.delete(String(k));
    return { ...base, keys };
  }
  return base;
}

/** `config.get(section, option)`: the slot of a slot, when both are written there. */
function nested(base: Val, section: Val, option: Val): Val | undefined {
  const k = section.constant?.value;
  const o = option.constant?.value;
  if (k === undefined || o === undefined || isTainted(section) || isTainted(option)) return undefined;
  return base.keys?.get(String(k))?.keys?.get(String(o));
}
