import type { Expr, Stmt } from "../../../ir/ir";
import type { ClassEvent, Hit } from "../../types";

// A .NET issuer registry or certificate validator decides which certificates a service trusts. One
// that compares a certificate's subject name with a constant trusts anyone who issues themselves a
// certificate with that name: the name is not checked against the chain that signed it.

/** Base classes whose methods decide trust in a certificate (Windows Identity Foundation). */
const TRUST_DECIDERS = /^(IssuerNameRegistry|X509CertificateValidator|X509NTAuthChainTrustValidator)$/;

/** A certificate's name as text: `cert.SubjectName.Name`, `cert.Subject`, `cert.GetNameInfo(…)`. */
function certificateName(e: Expr): boolean {
  if (e.kind === "member")
    return (
      e.property === "Subject" ||
      (e.property === "Name" && e.object.kind === "member" && e.object.property === "SubjectName")
    );
  return e.kind === "call" && e.callee.kind === "member" && e.callee.property === "GetNameInfo";
}

const isText = (e: Expr | undefined) => e?.kind === "lit" && typeof e.value === "string";

/** `name == "CN=x"`, `name.Equals("CN=x")`, `String.Equals(name, "CN=x")`, either way round. */
function comparesName(e: Expr): boolean {
  if (e.kind === "binary" && (e.op === "==" || e.op === "!="))
    return (certificateName(e.left) && isText(e.right)) || (certificateName(e.right) && isText(e.left));
  if (e.kind !== "call" || e.callee.kind !== "member" || e.callee.property !== "Equals") return false;
  const [a, b] = e.args;
  if (a && b) return (certificateName(a) && isText(b)) || (certificateName(b) && isText(a));
  return !!a && certificateName(e.callee.object) && isText(a);
}

function subExprs(e: Expr): Expr[] {
  switch (e.kind) {
    case "member":
      return [e.object];
    case "index":
      return [e.object, e.index];
    case "call":
      return [e.callee, ...e.args, ...e.keywords.map((k) => k.value)];
    case "binary":
      return [e.left, e.right];
    case "unary":
      return [e.operand];
    case "cond":
      return [e.test, e.whenTrue, e.whenFalse];
    case "template":
    case "other":
      return e.parts;
    case "array":
      return e.items;
    case "object":
      return e.props.map((p) => p.value);
    case "assign":
      return [e.target, e.value];
    default:
      return [];
  }
}

function stmtExprs(s: Stmt): { exprs: Expr[]; bodies: Stmt[][] } {
  switch (s.kind) {
    case "assign":
      return { exprs: [s.value], bodies: [] };
    case "expr":
      return { exprs: [s.expr], bodies: [] };
    case "if":
      return { exprs: [s.test], bodies: [s.whenTrue, s.whenFalse] };
    case "loop":
      return { exprs: [s.test, s.each?.iterable].filter((x) => x !== undefined), bodies: [s.body, s.update] };
    case "switch":
      return { exprs: [s.subject], bodies: s.cases.map((c) => c.body) };
    case "return":
    case "throw":
      return { exprs: s.value ? [s.value] : [], bodies: [] };
    case "try":
      return { exprs: [], bodies: [s.body, ...s.handlers.map((h) => h.body), s.finally] };
    case "block":
      return { exprs: [], bodies: [s.body] };
    default:
      return { exprs: [], bodies: [] };
  }
}

function nameComparisons(body: Stmt[], hits: Hit[]): void {
  const visit = (e: Expr) => {
    if (comparesName(e))
      hits.push({ span: e.span, message: "The certificate is trusted by its subject name alone." });
    subExprs(e).forEach(visit);
  };
  for (const s of body) {
    const { exprs, bodies } = stmtExprs(s);
    exprs.forEach(visit);
    for (const b of bodies) nameComparisons(b, hits);
  }
}

/** The subject-name comparisons in the methods of a class that decides which certificates are trusted. */
export function subjectNameTrust(cls: ClassEvent): Hit[] {
  if (!cls.supers.some((s) => TRUST_DECIDERS.test(s))) return [];
  const hits: Hit[] = [];
  for (const m of cls.methods) nameComparisons(m.body, hits);
  return hits;
}
