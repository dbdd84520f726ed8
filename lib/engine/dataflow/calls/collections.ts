import {
  CLEARERS,
  COLLECTION_GET,
  COLLECTION_PUT,
  LIST_APPENDERS,
  LIST_TYPE,
  MUTATORS,
  TEXT_BUILDER_TYPES,
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
  if (COLLECTION_PUT.has(name) && args.length === 2 && writable && target === e.callee.object) {
    writeTarget(f, target, store(receiver, args[0] as Val, args[1] as Val));
    return CLEAN;
  }
  // A two-level store (Python's `config.set(section, option, value)`) writes the slot of a slot.
  if (name === "set" && args.length === 3 && writable && target === e.callee.object) {
    const [section, option, value] = args as [Val, Val, Val];
    writeTarget(f, target, store(receiver, section, store(read(receiver, section), option, value)));
    return CLEAN;
  }
  const inner =
    name === "get" && args.length === 2 ? nested(receiver, args[0] as Val, args[1] as Val) : undefined;
  if (inner) return inner;
  if (COLLECTION_GET.has(name) && args.length >= 1 && !receiver.type?.includes("Request")) {
    if (name === "pop" && writable && target === e.callee.object && receiver.items && args[0]?.constant) {
      const value = read(receiver, args[0]);
      writeTarget(f, target, removeAt(receiver, args[0]));
      return value;
    }
    if (receiver.keys || receiver.items || receiver.rest) {
      const value = read(receiver, args[0] as Val);
      return args.length > 1 && name !== "get" ? join(value, args[1]) : value;
    }
    return undefined;
  }
  if (
    (name === "shift" || name === "pop") &&
    args.length === 0 &&
    receiver.items &&
    receiver.items.length > 0 &&
    writable &&
    target === e.callee.object
  ) {
    const at = constant(name === "shift" ? 0 : receiver.items.length - 1);
    const value = read(receiver, at);
    writeTarget(f, target, removeAt(receiver, at));
    return value;
  }
  if (
    name === "remove" &&
    args.length === 1 &&
    writable &&
    target === e.callee.object &&
    (receiver.items || receiver.keys)
  ) {
    const k = args[0] as Val;
    const value = read(receiver, k);
    writeTarget(f, target, removeAt(receiver, k));
    return value;
  }
  if (LIST_APPENDERS.has(name) && writable && target === e.callee.object && args.length >= 1) {
    if (
      name === "add" &&
      args.length === 2 &&
      typeof args[0]?.constant?.value === "number" &&
      receiver.items
    ) {
      const items = [...receiver.items];
      items.splice(args[0].constant.value as number, 0, args[1] as Val);
      writeTarget(f, target, { ...receiver, items });
      return CLEAN;
    }
    const isList =
      receiver.items !== undefined || (receiver.type !== undefined && LIST_TYPE.test(receiver.type));
    if (isList && args.length === 1 && !TEXT_BUILDER_TYPES.some((t) => receiver.type?.includes(t))) {
      const items = receiver.items ? [...receiver.items, args[0] as Val] : undefined;
      writeTarget(
        f,
        target,
        items ? { ...receiver, items } : { ...receiver, rest: join(receiver.rest, args[0]) },
      );
      return CLEAN;
    }
  }
  if (MUTATORS.has(name) && target && writable) {
    // Text added to a builder is built into what the builder holds.
    const text = TEXT_BUILDER_TYPES.some((t) => receiver.type?.includes(t));
    let taints = deepTaints(receiver);
    for (const a of args) taints = mergeTaints(taints, text ? builtPart(deepTaints(a)) : deepTaints(a));
    const current = f.evalQuiet(target);
    if (isTainted({ taints }) && !isTainted(current)) writeTarget(f, target, { ...current, taints });
    else if (isTainted({ taints }))
      writeTarget(f, target, { ...current, taints: mergeTaints(current.taints, taints) });
    return withTaints(taints, { type: receiver.type });
  }
  // `sb.setLength(0)`, C#'s `sb.Clear()`: a text builder emptied holds none of what was added.
  const emptied =
    (name === "setLength" && args[0]?.constant?.value === 0 && !isTainted(args[0])) || name === "Clear";
  if (
    emptied &&
    writable &&
    target === e.callee.object &&
    TEXT_BUILDER_TYPES.some((t) => receiver.type?.includes(t))
  ) {
    writeTarget(f, target, { type: receiver.type });
    return CLEAN;
  }
  if (CLEARERS.has(name) && writable && target === e.callee.object) {
    writeTarget(f, target, { type: receiver.type, items: [] });
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
