import type { Expr } from "../ir/ir";
import type { SinkKind } from "../models/types";
import type { Frame } from "./context";
import { fixedDestination, stringParts } from "./expr-path";
import { OBJECT_PARAMS } from "./open-params";
import { isLocal } from "./sinks";
import { isTainted, type Taint, type Val } from "./values";

/**
 * A request or redirect to a URL that starts with a value of the program's own (a configured base
 * URL, `config.api + path`, `$BASE_URL . $path`, after a `Location: ` header name or Spring's
 * `redirect:`) goes where the program chose: the input only picks a path under it. A constant
 * start is judged as a literal prefix is.
 */
export function fixedBase(f: Frame, kind: SinkKind, e: Expr): boolean {
  if (kind !== "ssrf" && kind !== "redirect") return false;
  const parts = stringParts(e);
  while (
    parts[0]?.kind === "lit" &&
    String(parts[0].value).replace(/^\s*(location\s*:|redirect:)\s*/i, "") === ""
  )
    parts.shift();
  const base = parts[0];
  if (parts.length < 2 || !base || (base.kind !== "name" && base.kind !== "member" && base.kind !== "index"))
    return false;
  const v = f.evalQuiet(base);
  // The operator's configuration (`process.env.API_BASE`) is the program's own choice too.
  if (v.taints?.some((t) => !ownField(f, t) && !isLocal(f.model, t))) return false;
  const known = v.constant?.value;
  if (known === undefined) return true;
  if (typeof known !== "string") return false;
  // The literal text written after the base belongs to the prefix (`${BASE}/users/${id}`).
  let prefix = known;
  for (const p of parts.slice(1)) {
    if (p.kind !== "lit") break;
    prefix += String(p.value);
  }
  return fixedDestination(kind, { kind: "lit", value: prefix, span: base.span });
}

/** A field of the object a method runs on (`self.base_url`): set by the program, not passed in. */
function ownField(f: Frame, t: Taint): boolean {
  if (t.origin.kind !== "param") return false;
  const name = t.origin.index === -1 ? "this" : f.fn.params[t.origin.index]?.name;
  return !!name && OBJECT_PARAMS.has(name);
}

/**
 * Text built on the program's own base URL (`this.baseUrl + "/users/" + id`, a path from the
 * router `reverse("search") + "?q=" + q`) keeps that destination wherever it is sent or redirected
 * later: what follows the base cannot choose the host.
 */
export function onFixedBase(f: Frame, e: Expr, v: Val): Val {
  if (!isTainted(v) || !fixedBase(f, "ssrf", e)) return v;
  return { ...v, taints: v.taints?.map((t) => ({ ...t, safe: new Set([...t.safe, "ssrf", "redirect"]) })) };
}
