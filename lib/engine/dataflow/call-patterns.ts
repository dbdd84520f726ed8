/** A call as the analyses see it: the method name and, when known, the receiver's type or module. */
export interface CallKey {
  name: string;
  /** Receiver type, module path, `new` for constructors, or undefined for a plain function call. */
  receiverType?: string;
  /** The receiver's own name (`request` in `request.getParameter`), for type hints; for a constructor, the module it was imported from. */
  receiverName?: string;
  hasReceiver: boolean;
}

/** Every call key is made here, with all its fields in one order: matching sees one shape. */
export function callKeyOf(
  name: string,
  hasReceiver: boolean,
  receiverType?: string,
  receiverName?: string,
): CallKey {
  return { name, receiverType, receiverName, hasReceiver };
}

interface Pattern {
  type: string;
  name: string;
  /** For a constructor, the module that exports the class (`new node-expat#Parser`). */
  module?: string;
}

function parsePattern(p: string): Pattern {
  if (p.startsWith("new ")) {
    const hash = p.lastIndexOf("#");
    return hash === -1
      ? { type: "new", name: p.slice(4) }
      : { type: "new", module: p.slice(4, hash), name: p.slice(hash + 1) };
  }
  const hash = p.lastIndexOf("#");
  if (hash === -1) return { type: "", name: p };
  return { type: p.slice(0, hash), name: p.slice(hash + 1) };
}

const NONE: readonly never[] = Object.freeze([]);

/** An index from method name to the entries whose patterns name it, so matching is one lookup. */
export class CallIndex<T> {
  private readonly byName = new Map<string, Array<{ pattern: Pattern; entry: T }>>();

  constructor(private readonly typeHints: Record<string, RegExp> = {}) {}

  add(patterns: readonly string[], entry: T): void {
    for (const raw of patterns) {
      const pattern = parsePattern(raw);
      let list = this.byName.get(pattern.name);
      if (!list) {
        list = [];
        this.byName.set(pattern.name, list);
      }
      list.push({ pattern, entry });
    }
  }

  match(call: CallKey): readonly T[] {
    const list = this.byName.get(call.name);
    // Most calls name nothing of the model: they share one empty answer.
    if (!list) return NONE;
    const out: T[] = [];
    for (const { pattern, entry } of list) if (this.matches(pattern, call)) out.push(entry);
    return out;
  }

  private matches(p: Pattern, call: CallKey): boolean {
    if (p.type === "") return !call.hasReceiver || call.receiverType === "";
    if (p.type === "*") return call.hasReceiver && call.receiverType !== "new";
    if (p.type === "new") return call.receiverType === "new" && (!p.module || call.receiverName === p.module);
    if (call.receiverType === undefined) {
      const hint = this.typeHints[p.type];
      return !!hint && !!call.receiverName && hint.test(call.receiverName);
    }
    // A fully qualified receiver (`xml.etree.ElementTree`, `github.com/go-ldap/ldap`) matches its
    // short pattern (`ElementTree`, `ldap`).
    const r = call.receiverType;
    // `*Request`: any class whose name ends so (Laravel's form requests, `StorePostRequest`).
    if (p.type.startsWith("*")) return r.endsWith(p.type.slice(1));
    return r === p.type || r.endsWith(`.${p.type}`) || r.endsWith(`/${p.type}`);
  }
}
