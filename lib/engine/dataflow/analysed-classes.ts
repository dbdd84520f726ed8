import { simpleName } from "./resolve/callees";
import type { FileUnit } from "./resolve/project-index";
import type { TypedCall } from "./typed-calls";

// The analysed classes by name, with their supertypes and methods: which classes a class extends,
// and which calls on a typed receiver can reach an analysed method at all (open-params.ts).

export class AnalysedClasses {
  private readonly classes = new Map<string, { supers: string[]; methods: Set<string> }[]>();

  add(cls: FileUnit["module"]["classes"][number]): void {
    const list = this.classes.get(cls.name) ?? [];
    list.push({ supers: cls.supers, methods: new Set(cls.methods.map((m) => m.name)) });
    this.classes.set(cls.name, list);
  }

  /**
   * Per name, the typed calls that cannot reach an analysed method of that name: their receiver's
   * type is no class declared in the texts (a class not analysed may extend an analysed one), nor
   * a supertype of a class defining the name. A supertype declared in a text that was not analysed
   * may have supertypes of its own: then the name's calls all count.
   */
  libraryCalls(typed: readonly TypedCall[], names: string[], texts: string[]): Map<string, number> {
    const out = new Map<string, number>();
    const wanted = new Set(names);
    const reachable = new Map<string, Set<string> | undefined>();
    const declared = new Map<string, boolean>();
    for (const { method, type } of typed) {
      if (!wanted.has(method) || this.classes.has(type)) continue;
      if (!declared.has(type)) declared.set(type, declaredIn(type, texts));
      if (declared.get(type)) continue;
      if (!reachable.has(method)) reachable.set(method, this.supertypes(method, texts));
      const supers = reachable.get(method);
      if (supers && !supers.has(type)) out.set(method, (out.get(method) ?? 0) + 1);
    }
    return out;
  }

  /** The analysed classes a class extends, directly or not, by simple name. */
  ancestors(className: string): Set<string> {
    const out = new Set<string>();
    const pending = (this.classes.get(className) ?? []).flatMap((c) => c.supers);
    while (pending.length > 0) {
      const type = simpleName(pending.pop() as string);
      if (out.has(type)) continue;
      out.add(type);
      pending.push(...(this.classes.get(type) ?? []).flatMap((c) => c.supers));
    }
    return out;
  }

  /** The supertypes of the analysed classes defining `method`; undefined when some are not known. */
  private supertypes(method: string, texts: string[]): Set<string> | undefined {
    const out = new Set<string>();
    const pending = [...this.classes.values()]
      .flat()
      .filter((c) => c.methods.has(method))
      .flatMap((c) => c.supers);
    while (pending.length > 0) {
      const type = pending.pop() as string;
      if (out.has(type)) continue;
      out.add(type);
      const declared = this.classes.get(type);
      if (declared) pending.push(...declared.flatMap((c) => c.supers));
      else if (declaredIn(type, texts)) return undefined;
    }
    return out;
  }
}

function declaredIn(type: string, texts: string[]): boolean {
  const declaration = new RegExp(
    `\\b(?:class|interface|enum|record|module)\\s+${type.replace(/\$/g, "\\$")}\\b`,
  );
  return texts.some((t) => declaration.test(t));
}
