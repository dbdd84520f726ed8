import * as ir from "../../build";
import type { FunctionIR, ModuleIR, Span, Stmt } from "../../ir";

/**
 * The members Lombok writes at compile time (`@Data`, `@Getter`, `@Setter`, `@Value`, `@Builder`,
 * `@AllArgsConstructor`, `@RequiredArgsConstructor`, `@NoArgsConstructor`), made as if they were
 * written, so a value set through `setName(x)`, `new Dto(x)` or `Dto.builder().name(x).build()`
 * reaches `getName()` and nothing else.
 */

export interface DeclaredField {
  name: string;
  type?: string;
  annotations: string[];
  initialized: boolean;
  span: Span;
}

type ClassIR = ModuleIR["classes"][number];

const capitalized = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

function getterName(f: DeclaredField): string {
  if (f.type !== "boolean") return `get${capitalized(f.name)}`;
  return /^is[A-Z]/.test(f.name) ? f.name : `is${capitalized(f.name)}`;
}

function setterName(f: DeclaredField): string {
  const bare = f.type === "boolean" && /^is[A-Z]/.test(f.name) ? f.name.slice(2) : f.name;
  return `set${capitalized(bare)}`;
}

const self = (span: Span) => ir.name("this", span);
const fieldOf = (f: DeclaredField) => ir.member(self(f.span), f.name, f.span);
const param = (f: DeclaredField) => ({ name: f.name, type: f.type, annotations: [], span: f.span });

function fn(
  name: string,
  className: string,
  params: DeclaredField[],
  body: Stmt[],
  span: Span,
  returnType?: string,
): FunctionIR {
  return { name, className, params: params.map(param), body, annotations: ["public"], returnType, span };
}

/** `this.f = f` for each field: a setter's, a constructor's or a builder step's body. */
const stores = (fields: DeclaredField[]): Stmt[] =>
  fields.map((f) => ir.assign(fieldOf(f), ir.name(f.name, f.span), f.span));

/** A method that sets one field and gives its object back: a chained setter, a builder's step. */
const setsAndReturns = (name: string, className: string, f: DeclaredField, returnType: string): FunctionIR =>
  fn(name, className, [f], [...stores([f]), ir.exit("return", self(f.span), f.span)], f.span, returnType);

/** The getters and setters the class's or its fields' annotations ask for, in field order. */
function accessors(
  fields: DeclaredField[],
  has: (a: string) => boolean,
  isFinal: (f: DeclaredField) => boolean,
  qualified: string,
): FunctionIR[] {
  const simple = qualified.split(".").pop() as string;
  const getters = has("Data") || has("Value") || has("Getter");
  const setters = has("Data") || has("Setter");
  const out: FunctionIR[] = [];
  for (const f of fields) {
    if (getters || f.annotations.includes("Getter"))
      out.push(fn(getterName(f), qualified, [], [ir.exit("return", fieldOf(f), f.span)], f.span, f.type));
    if ((setters && !isFinal(f)) || f.annotations.includes("Setter"))
      // Gives its object back as `@Accessors(chain = true)` makes it; a void setter's result goes unused.
      out.push(setsAndReturns(setterName(f), qualified, f, simple));
  }
  return out;
}

/** The parameters of each constructor Lombok writes: none, every settable field, the required ones. */
function constructors(
  has: (a: string) => boolean,
  constructorWritten: boolean,
  settable: DeclaredField[],
  required: DeclaredField[],
): DeclaredField[][] {
  const explicit = has("AllArgsConstructor") || has("RequiredArgsConstructor") || has("NoArgsConstructor");
  const implied = !explicit && !constructorWritten;
  const out: DeclaredField[][] = [];
  if (has("NoArgsConstructor")) out.push([]);
  if (has("AllArgsConstructor") || (implied && (has("Value") || has("Builder")))) out.push(settable);
  if (has("RequiredArgsConstructor") || (implied && has("Data"))) out.push(required);
  return out;
}

/**
 * The methods Lombok adds to a class (`qualified` is its name as its methods' `className`), and
 * the builder class `@Builder` adds beside it. `fields` are its instance fields; what is written
 * already is kept.
 */
export function lombokMembers(
  qualified: string,
  annotations: string[],
  fields: DeclaredField[],
  written: FunctionIR[],
  span: Span,
): { methods: FunctionIR[]; builder?: ClassIR } {
  const has = (a: string) => annotations.includes(a);
  const simple = qualified.split(".").pop() as string;
  // `@SuperBuilder`'s builders also set the super classes' fields, which are not known here: its
  // calls stay unknown, and so carry whatever they are given.
  const builds = has("Builder");
  const isWritten = (name: string, arity: number) =>
    written.some((m) => m.name === name && m.params.length === arity);
  const isFinal = (f: DeclaredField) => has("Value") || f.annotations.includes("final");
  const methods: FunctionIR[] = [];
  const add = (m: FunctionIR) => {
    if (
      !isWritten(m.name, m.params.length) &&
      !methods.some((o) => o.name === m.name && o.params.length === m.params.length)
    )
      methods.push(m);
  };
  for (const m of accessors(fields, has, isFinal, qualified)) add(m);
  const settable = fields.filter((f) => !(isFinal(f) && f.initialized));
  const required = fields.filter((f) => (isFinal(f) && !f.initialized) || f.annotations.includes("NonNull"));
  const constructorWritten = written.some((m) => m.name === simple);
  for (const params of constructors(has, constructorWritten, settable, required))
    add(fn(simple, qualified, params, stores(params), span));
  if (!builds) return { methods };
  // `Dto.builder()` gives a `DtoBuilder` whose steps set its fields and whose `build()` gives
  // `new Dto(...)` of them all, in declaration order.
  const builderName = `${simple}Builder`;
  const builderClass = `${qualified}.${builderName}`;
  const steps = settable.map((f) => setsAndReturns(f.name, builderClass, f, builderName));
  const build = fn(
    "build",
    builderClass,
    [],
    [ir.exit("return", ir.call(ir.name(simple, span), settable.map(fieldOf), span, { isNew: true }), span)],
    span,
    simple,
  );
  const builderMethods = [...steps, build];
  add({
    ...fn(
      "builder",
      qualified,
      [],
      [ir.exit("return", ir.call(ir.name(builderName, span), [], span, { isNew: true }), span)],
      span,
      builderName,
    ),
    annotations: ["public", "static"],
  });
  const builder: ClassIR = {
    name: builderName,
    supers: [],
    annotations: [],
    span,
    methods: builderMethods,
    members: settable.map((f) => f.name),
  };
  return { methods, builder };
}
