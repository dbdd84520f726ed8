import { describe, expect, it } from "vitest";
import { Analyzer } from "../../../lib/engine/dataflow/analyzer";
import { PRODUCERS } from "../../../lib/engine/dataflow/calls/call";
import { callKey } from "../../../lib/engine/dataflow/calls/call-key";
import type { CallInfo } from "../../../lib/engine/dataflow/calls/producers";
import * as produce from "../../../lib/engine/dataflow/calls/producers";
import { FunctionRun } from "../../../lib/engine/dataflow/frame";
import type { FlowHooks, TaintFlow } from "../../../lib/engine/dataflow/hooks";
import { compileModel } from "../../../lib/engine/dataflow/model-index";
import { type FileUnit, indexProject } from "../../../lib/engine/dataflow/resolve/project-index";
import { deepTaints, isTainted, type Val } from "../../../lib/engine/dataflow/values";
import type { Expr, FunctionIR, Stmt } from "../../../lib/engine/ir/ir";
import { LANGUAGE_SUPPORT } from "../../../lib/engine/languages/registry";
import { mergeModels } from "../../../lib/engine/models/merge";
import type { LanguageId } from "../../../lib/engine/parse/grammars";
import { LineIndex } from "../../../lib/engine/parse/syntax";

// Each producer of a call's value on its own, with a model written here, a real frame and calls
// built as the lowerings build them.

const span = { start: 0, end: 1 };
const lit = (value: string | number | null): Expr => ({ kind: "lit", value, span });
const name = (n: string): Expr => ({ kind: "name", name: n, span });
const member = (object: Expr, property: string): Expr => ({ kind: "member", object, property, span });
const call = (callee: Expr, args: Expr[] = [], isNew = false): Extract<Expr, { kind: "call" }> => ({
  kind: "call",
  callee,
  args,
  keywords: [],
  isNew,
  span,
});
const fn = (fnName: string, params: string[], body: Stmt[], className?: string): FunctionIR => ({
  name: fnName,
  className,
  params: params.map((p) => ({ name: p, annotations: [], span })),
  body,
  annotations: [],
  span,
});

const MODEL = compileModel(
  mergeModels({
    sources: [{ calls: ["Request#param"], label: "request parameter" }],
    sanitizers: [{ calls: ["#escape"], kinds: ["xss"] }],
    cleanMethods: ["size"],
    lookups: ["*#findById"],
    callbacks: [{ calls: ["List#map"], fn: 0, over: "receiver", applies: "each", result: "list" }],
    collectionFactories: [{ calls: ["List#of"], layout: "items" }],
    wrappers: ["util#promisify"],
    returnTypes: { "Request#param": "String" },
    typeHints: {},
  }),
);

interface Setup {
  language?: LanguageId;
  functions?: FunctionIR[];
  classes?: FileUnit["module"]["classes"];
  env?: Record<string, Val>;
}

function frame({ language = "java", functions = [], classes = [], env = {} }: Setup = {}) {
  const unit: FileUnit = {
    path: "A.x",
    language,
    traits: LANGUAGE_SUPPORT[language].traits,
    source: "",
    lines: new LineIndex(""),
    module: { functions, topLevel: fn("<top>", [], []), globals: [], imports: new Map(), classes },
  };
  const flows: TaintFlow[] = [];
  const hooks: FlowHooks = {
    onClass: () => {},
    onCall: () => {},
    onObject: () => {},
    onAssign: () => {},
    onFlow: (flow) => {
      flows.push(flow);
      return true;
    },
  };
  const analyzer = new Analyzer({
    maxCallDepth: 8,
    model: MODEL,
    hooks,
    project: indexProject([unit]),
  });
  const f = new FunctionRun(analyzer, unit, unit.module.topLevel, new Set(functions), undefined, false);
  for (const [k, v] of Object.entries(env)) f.state.env.set(k, v);
  return { f, flows };
}

/** The call as the evaluator hands it to the producers. */
function info(f: FunctionRun, e: Extract<Expr, { kind: "call" }>): CallInfo {
  const { key, path, receiver } = callKey(f, e);
  const args = e.args.map((a) => f.eval(a));
  return {
    e,
    key,
    path,
    receiver,
    args,
    keywords: new Map(),
    returnType: f.model.returnTypeOf(key),
    all: () => ({ taints: args.flatMap((a) => deepTaints(a) ?? []) }),
  };
}

const tainted: Val = {
  type: "String",
  taints: [{ origin: { kind: "source", label: "test input" }, trace: [], safe: new Set() }],
};
const request: Val = { type: "Request" };

describe("call producers", () => {
  it("are asked in a fixed, named order ending with the unknown call", () => {
    expect(PRODUCERS.map((p) => p.name)).toEqual([
      "source",
      "sanitizer",
      "equals on constants",
      "string method on a constant",
      "single character",
      "clean method",
      "record lookup",
      "collection factory",
      "callback",
      "function value",
      "record accessor",
      "record construction",
      "constructor",
      "collection",
      "summary",
      "configuration default",
      "unknown call",
    ]);
  });

  it("source: a model source gives untrusted input of its return type", () => {
    const { f } = frame({ env: { req: request } });
    const v = produce.source(f, info(f, call(member(name("req"), "param"), [lit("id")])));
    expect(v?.type).toBe("String");
    expect(v?.taints?.[0]?.origin).toEqual({ kind: "source", label: "request parameter" });
    expect(produce.source(f, info(f, call(member(name("req"), "header"), [lit("id")])))).toBeUndefined();
  });

  it("source: a method an analysed class inherits from a library type is that type's", () => {
    const page: Val = { type: "SearchPage" };
    const cls = (supers: string[]) => [{ name: "SearchPage", supers, span, methods: [] }];
    const inherits = frame({ language: "go", classes: cls(["web.Request"]), env: { page } }).f;
    const param = (f: FunctionRun) =>
      produce.source(f, info(f, call(member(name("page"), "param"), [lit("q")])));
    expect(param(inherits)?.taints?.[0]?.origin).toEqual({ kind: "source", label: "request parameter" });
    const own = frame({ language: "go", classes: cls([]), env: { page } }).f;
    expect(param(own)).toBeUndefined();
  });

  it("sanitizer: the inputs' taint made safe for the sanitizer's kinds only", () => {
    const { f } = frame({ env: { x: tainted } });
    const v = produce.sanitizer(f, info(f, call(name("escape"), [name("x")])));
    expect(v?.taints?.[0]?.safe.has("xss")).toBe(true);
    expect(v?.taints?.[0]?.safe.has("sql")).toBe(false);
    expect(produce.sanitizer(f, info(f, call(name("quote"), [name("x")])))).toBeUndefined();
  });

  it("equals on constants: decided", () => {
    const { f } = frame();
    const same = produce.equalsFold(f, info(f, call(member(lit("Ab"), "equalsIgnoreCase"), [lit("aB")])));
    expect(same?.constant?.value).toBe(true);
    const differ = produce.equalsFold(f, info(f, call(member(lit("Ab"), "equals"), [lit("aB")])));
    expect(differ?.constant?.value).toBe(false);
    const { f: g } = frame({ env: { x: tainted } });
    expect(produce.equalsFold(g, info(g, call(member(name("x"), "equals"), [lit("a")])))).toBeUndefined();
  });

  it("string method on a constant: folded", () => {
    const { f } = frame({ env: { x: tainted } });
    expect(
      produce.stringMethodFold(f, info(f, call(member(lit("AbC"), "toLowerCase"))))?.constant?.value,
    ).toBe("abc");
    expect(
      produce.stringMethodFold(f, info(f, call(member(lit("abc"), "substring"), [lit(1)])))?.constant?.value,
    ).toBe("bc");
    expect(produce.stringMethodFold(f, info(f, call(member(name("x"), "toLowerCase"))))).toBeUndefined();
  });

  it("single character: one character of input carries none of it", () => {
    const { f } = frame({ env: { s: tainted } });
    const one = produce.singleCharacter(f, info(f, call(member(name("s"), "substring"), [lit(0), lit(1)])));
    expect(one).toBeDefined();
    expect(isTainted(one)).toBe(false);
    expect(
      produce.singleCharacter(f, info(f, call(member(name("s"), "substring"), [lit(0), lit(9)]))),
    ).toBeUndefined();
  });

  it("clean method: nothing of the input", () => {
    const { f } = frame({ env: { xs: { ...tainted, type: "List" } } });
    const v = produce.cleanMethod(f, info(f, call(member(name("xs"), "size"))));
    expect(v).toBeDefined();
    expect(isTainted(v)).toBe(false);
    expect(produce.cleanMethod(f, info(f, call(member(name("xs"), "first"))))).toBeUndefined();
  });

  it("record lookup: what the receiver carries, none of the arguments' taint", () => {
    const { f } = frame({ env: { id: tainted, users: { type: "Repository" }, inputs: tainted } });
    const found = produce.lookup(f, info(f, call(member(name("users"), "findById"), [name("id")])));
    expect(found).toBeDefined();
    expect(isTainted(found)).toBe(false);
    const picked = produce.lookup(f, info(f, call(member(name("inputs"), "findById"), [lit("a")])));
    expect(isTainted(picked)).toBe(true);
    expect(produce.lookup(f, info(f, call(member(name("users"), "save"), [name("id")])))).toBeUndefined();
  });

  it("collection factory: a list tracked item by item", () => {
    const { f } = frame({ env: { x: tainted } });
    const v = produce.collectionFactory(f, info(f, call(member(name("List"), "of"), [lit("a"), name("x")])));
    expect(v?.items?.[0]?.constant?.value).toBe("a");
    expect(isTainted(v?.items?.[1])).toBe(true);
    expect(
      produce.collectionFactory(f, info(f, call(member(name("Set"), "of"), [lit("a")]))),
    ).toBeUndefined();
  });

  it("callback: the function runs on each element and the result is a list of what it returns", () => {
    const identity = fn("<lambda>", ["e"], [{ kind: "return", value: name("e"), span }]);
    const constantly = fn("<lambda>", ["e"], [{ kind: "return", value: lit("k"), span }]);
    const list: Val = { type: "List", items: [tainted] };
    const { f } = frame({ env: { xs: list, id: { fn: identity }, k: { fn: constantly } } });
    const mapped = produce.callback(f, info(f, call(member(name("xs"), "map"), [name("id")])));
    expect(isTainted(mapped?.rest)).toBe(true);
    const ignored = produce.callback(f, info(f, call(member(name("xs"), "map"), [name("k")])));
    expect(ignored?.rest?.constant?.value).toBe("k");
    expect(produce.callback(f, info(f, call(member(name("xs"), "map"), [lit(1)])))).toBeUndefined();
  });

  it("function value: a local closure runs on the arguments", () => {
    const echo = fn("echo", ["a"], [{ kind: "return", value: name("a"), span }]);
    const { f } = frame({ env: { echo: { fn: echo }, x: tainted } });
    expect(isTainted(produce.functionValue(f, info(f, call(name("echo"), [name("x")]))))).toBe(true);
    expect(produce.functionValue(f, info(f, call(name("other"), [name("x")])))).toBeUndefined();
  });

  it("record accessor: a Java record's accessor reads its field", () => {
    const point: Val = { type: "Point", keys: new Map([["x", tainted]]) };
    const { f } = frame({ env: { p: point } });
    expect(produce.recordAccessor(f, info(f, call(member(name("p"), "x"))))).toBe(tainted);
    const { f: py } = frame({ language: "python", env: { p: point } });
    expect(produce.recordAccessor(py, info(py, call(member(name("p"), "x"))))).toBeUndefined();
  });

  it("record construction: a record's constructor makes an object with its fields in order", () => {
    const classes = [
      { name: "Point", supers: [], span, methods: [], fields: [{ name: "x" }, { name: "y" }] },
    ];
    const { f } = frame({ classes, env: { a: tainted } });
    const v = produce.recordConstruction(f, info(f, call(name("Point"), [name("a"), lit(2)], true)));
    expect(v?.type).toBe("Point");
    expect(isTainted(v?.keys?.get("x"))).toBe(true);
    expect(v?.keys?.get("y")?.constant?.value).toBe(2);
    expect(produce.recordConstruction(f, info(f, call(name("Other"), [name("a")], true)))).toBeUndefined();
  });

  it("collection: a constant key reads exactly its slot", () => {
    const map: Val = { type: "Map", keys: new Map([["a", tainted]]), rest: undefined };
    const { f } = frame({ env: { m: map } });
    expect(isTainted(produce.collection(f, info(f, call(member(name("m"), "get"), [lit("a")]))))).toBe(true);
    expect(isTainted(produce.collection(f, info(f, call(member(name("m"), "get"), [lit("b")]))))).toBe(false);
    expect(produce.collection(f, info(f, call(name("get"), [lit("a")])))).toBeUndefined();
  });

  it("summary: an analysed function's summary applies to the arguments", () => {
    const echo = fn("echo", ["a"], [{ kind: "return", value: name("a"), span }]);
    const constant = fn("algorithm", [], [{ kind: "return", value: lit("AES"), span }]);
    const { f } = frame({ functions: [echo, constant], env: { x: tainted } });
    expect(isTainted(produce.summary(f, info(f, call(name("echo"), [name("x")]))))).toBe(true);
    expect(produce.summary(f, info(f, call(name("algorithm"))))?.constant?.value).toBe("AES");
    expect(produce.summary(f, info(f, call(name("missing"), [name("x")])))).toBeUndefined();
  });

  it("configuration default: getProperty's default is the value", () => {
    const { f } = frame({ env: { props: { type: "Properties" } } });
    const v = produce.configurationDefault(
      f,
      info(f, call(member(name("props"), "getProperty"), [lit("k"), lit("d")])),
    );
    expect(v?.constant?.value).toBe("d");
    expect(
      produce.configurationDefault(f, info(f, call(member(name("props"), "getProperty"), [lit("k")]))),
    ).toBeUndefined();
  });

  it("unknown call: passes the inputs' taint through, as text for a string method", () => {
    const { f } = frame({ env: { x: tainted } });
    const v = produce.unknownCall(f, info(f, call(name("toUpper"), [name("x")])));
    expect(isTainted(v)).toBe(true);
    expect(v?.type).toBe("String");
    expect(isTainted(produce.unknownCall(f, info(f, call(name("compute"), [lit(1)]))))).toBe(false);
  });

  it("unknown call: a wrapper gives back the literal or library function it is given", () => {
    const readFile: Val = { ref: member(name("fs"), "readFile") };
    const { f } = frame({ language: "javascript", env: { readFile, x: tainted } });
    const wrap = (arg: Expr) =>
      produce.unknownCall(f, info(f, call(member(name("util"), "promisify"), [arg])));
    expect(wrap(name("readFile"))?.ref).toBe(readFile.ref);
    expect(wrap(lit("key"))?.constant?.value).toBe("key");
    const input = wrap(name("x"));
    expect(isTainted(input)).toBe(true);
    expect(input?.ref).toBeUndefined();
  });
});
