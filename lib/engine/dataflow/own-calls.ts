import type { Expr, FunctionIR, Stmt } from "../ir/ir";
import { simpleName } from "./resolve/callees";
import type { FileUnit } from "./resolve/project-index";
import { children } from "./typed-calls";

// A method that calls a method of its own class by name alone or on its own object (`save(out)`,
// `self.save()`, `this.save()`) runs that class's method, as call resolution does: the call says
// nothing of another class's method of the same name. Counted apart, such calls leave a library's
// public `save` open to its callers when only an unrelated class calls its own `save`.

/**
 * The self calls of the analysed classes: per method name, the classes whose own methods call it.
 * Read when a name is asked for, in the classes that define it: most scans ask for none.
 */
export class OwnCalls {
  private readonly classes: Array<{ owner: string; methods: FunctionIR[]; names: ReadonlySet<string> }> = [];
  private readonly callers = new Map<string, string[]>();

  /** Records a file's classes, whose calls of their own methods are read when asked for. */
  add(unit: FileUnit): void {
    for (const cls of unit.module.classes)
      this.classes.push({
        owner: simpleName(cls.name),
        methods: cls.methods,
        names: new Set(cls.methods.map((m) => m.name)),
      });
  }

  /** The classes whose own methods call their method `method`, once per call. */
  private callersOf(method: string): string[] {
    let list = this.callers.get(method);
    if (list) return list;
    list = [];
    const wanted = new Set([method]);
    for (const { owner, methods, names } of this.classes)
      if (names.has(method))
        for (const fn of methods) for (const _ of selfCalls(fn, wanted)) list.push(owner);
    this.callers.set(method, list);
    return list;
  }

  /**
   * How many calls of `method` run another class's own method: made in a class other than
   * `className` that is none of its ancestors (an ancestor's call may run the subclass's override).
   */
  ofOtherClasses(
    method: string,
    className: string | undefined,
    ancestors: (c: string) => ReadonlySet<string>,
  ): number {
    const list = this.callersOf(method);
    if (list.length === 0) return 0;
    const own = className ? simpleName(className) : undefined;
    const above = own ? ancestors(own) : new Set<string>();
    return list.filter((c) => c !== own && !above.has(c)).length;
  }
}

/** The names of `methods` that the method calls on its own object. */
function selfCalls(fn: FunctionIR, methods: ReadonlySet<string>): string[] {
  const out: string[] = [];
  const visit = (node: Stmt | Expr) => {
    // A block or closure keeps its method's object (Ruby's blocks, arrow functions).
    if (node.kind === "func") return node.fn.body.forEach(visit);
    if (node.kind === "call") {
      const callee = node.callee;
      if (callee.kind === "name" && methods.has(callee.name)) out.push(callee.name);
      else if (callee.kind === "member" && ownObject(callee.object) && methods.has(callee.property))
        out.push(callee.property);
    }
    for (const child of children(node)) visit(child);
  };
  for (const s of fn.body) visit(s);
  return out;
}

function ownObject(e: Expr): boolean {
  return e.kind === "name" && (e.name === "self" || e.name === "this");
}
