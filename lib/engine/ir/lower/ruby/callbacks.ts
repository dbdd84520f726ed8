import type { Expr, FunctionIR, Stmt } from "../../ir";

const BEFORE_CALLBACKS = new Set([
  "before_action",
  "before_filter",
  "prepend_before_action",
  "append_before_action",
]);

/** The method names a callback declaration lists (`:a, :b`, `[:a, :b]`). */
function listed(e: Expr | undefined): string[] {
  if (e?.kind === "lit") return typeof e.value === "string" ? [e.value] : [];
  if (e?.kind === "array") return e.items.flatMap(listed);
  return [];
}

/** The instance variables a method sets in its own body (`@user = User.find(params[:id])`). */
function instanceSettings(fn: FunctionIR): Stmt[] {
  return fn.body.filter(
    (s) => s.kind === "assign" && s.target.kind === "name" && s.target.name.startsWith("@"),
  );
}

/**
 * Rails runs a controller's `before_action` methods ahead of its actions, and the actions read what
 * they set in instance variables: each action (as `only:`/`except:` choose) starts with those
 * settings, so `@user` set from the request in a callback is the request's in the action too.
 */
export function applyBeforeCallbacks(classBody: Stmt[], methods: FunctionIR[]): void {
  for (const s of classBody) {
    const call = s.kind === "expr" ? s.expr : undefined;
    if (call?.kind === "call" && call.callee.kind === "name" && BEFORE_CALLBACKS.has(call.callee.name))
      applyCallbacks(call, methods);
  }
}

/** One `before_action :a, :b, only: [...]` declaration. */
function applyCallbacks(call: Extract<Expr, { kind: "call" }>, methods: FunctionIR[]): void {
  const only = listed(call.keywords.find((k) => k.name === "only")?.value);
  const except = listed(call.keywords.find((k) => k.name === "except")?.value);
  const callbacks = call.args.flatMap(listed);
  const runsBefore = (m: FunctionIR) =>
    !callbacks.includes(m.name) && !except.includes(m.name) && (only.length === 0 || only.includes(m.name));
  for (const name of callbacks) {
    const callback = methods.find((m) => m.name === name);
    const settings = callback ? instanceSettings(callback) : [];
    if (settings.length === 0) continue;
    for (const m of methods) if (runsBefore(m)) m.body = [...settings, ...m.body];
  }
}
