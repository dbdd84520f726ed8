/** A call as the analyses see it: the method name and, when known, the receiver's type or module. */
export interface CallKey {
  name: string;
  /** Receiver type, module path, `new` for constructors, or undefined for a plain function call. */
  receiverType?: string;
  /** The receiver's own name (`request` in `request.getParameter`), for type hints; for a constructor, the module it was imported from. */
  receiverName?: string;
  hasReceiver: boolean;
  /**
   * The library types the receiver's class (one of the analysed code) extends or embeds: a method
   * it inherits is theirs (a beego controller's `c.GetString`, Go's promoted methods).
   */
  receiverSupers?: readonly string[];
}

/** Every call key is made here, with all its fields in one order: matching sees one shape. */
export function callKeyOf(
  name: string,
  hasReceiver: boolean,
  receiverType?: string,
  receiverName?: string,
  receiverSupers?: readonly string[],
): CallKey {
  return { name, receiverType, receiverName, hasReceiver, receiverSupers };
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
    return (
      typeMatches(p.type, call.receiverType) || !!call.receiverSupers?.some((s) => typeMatches(p.type, s))
    );
  }
}

/**
 * A fully qualified receiver (`xml.etree.ElementTree`, `github.com/go-ldap/ldap`) matches its short
 * pattern (`ElementTree`, `ldap`); `*Request` any class whose name ends so (Laravel's form requests).
 */
function typeMatches(pattern: string, r: string): boolean {
  if (pattern.startsWith("*")) return r.endsWith(pattern.slice(1));
  return r === pattern || r.endsWith(`.${pattern}`) || r.endsWith(`/${pattern}`);
}
