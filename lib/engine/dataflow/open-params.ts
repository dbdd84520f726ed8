import type { FunctionIR, ParamIR } from "../ir/ir";
import type { SinkKind } from "../models/types";
import { AnalysedClasses } from "./analysed-classes";
import type { Summary } from "./context";
import type { FlowHooks, TaintFlow } from "./hooks";
import { requestParamObject } from "./member-sources";
import type { CompiledModel } from "./model-index";
import { OwnCalls } from "./own-calls";
import { simpleName } from "./resolve/callees";
import type { FileUnit } from "./resolve/project-index";
import { ReturnedObjects } from "./returned-objects";
import { type TypedCall, typedCalls } from "./typed-calls";
import { deepTaints, type Val } from "./values";
import { EXPORT_LISTS, occurrences } from "./written-names";

// A function that nothing in the analysed code calls is called from outside it: an exported library
// function, a public method of a service another program uses. Its parameters come from callers
// the analysis cannot see, so a parameter that reaches an injection sink is reported, as input of
// unknown origin. A function the code does call is judged at its call sites instead, by what its
// callers pass (the summaries), so helpers fed constants stay quiet. A file that declares how
// input arrives (a route, a controller action, a typed request, `main`) is judged by its entry
// points alone: a function there that nothing calls is not reached from them. Where calls are
// followed within each file only (`mini`), a function that another file calls with untrusted input
// is reported too: no caller's value reaches it there.

/**
 * The sinks a caller's value is reported at: injections, where a value from any caller is
 * dangerous. Not a file path, a URL to fetch as given, an output stream or a log line, which
 * library functions take from their callers by design; nor a format string, which a logging
 * wrapper's parameter is. A URL the function builds around the parameter (`"https://" + host +
 * "/api"`) is the function's request: the parameter pointing it elsewhere is (see openSink). A
 * sink the model marks `open` (markup inserted into the page) is one too.
 */
export const OPEN_PARAM_KINDS: ReadonlySet<SinkKind> = new Set<SinkKind>([
  "sql",
  "nosql",
  "command",
  "code",
  "ldap",
  "xpath",
  "deserialization",
]);

/** Sinks a caller's value is reported at only as part of text the function builds around it. */
export const BUILT_OPEN_PARAM_KINDS: ReadonlySet<SinkKind> = new Set<SinkKind>(["ssrf"]);

/** Whether input of unknown origin (a caller's value, an undefined name's) is reported at this sink. */
export function takesUnknownInput(
  kind: SinkKind,
  built: boolean | undefined,
  open: boolean | undefined,
): boolean {
  return OPEN_PARAM_KINDS.has(kind) || (BUILT_OPEN_PARAM_KINDS.has(kind) && !!built) || !!open;
}

function openSink(sink: Summary["sinks"][number]): boolean {
  return takesUnknownInput(sink.kind, sink.built, sink.open);
}

/** Receivers and the class's own object: their fields were set by other code, not passed in. */
export const OBJECT_PARAMS: ReadonlySet<string> = new Set(["self", "this", "cls"]);

/** Scalar types cannot carry an injection, whoever passes them (C's `char *s` is lowered as `char`: not listed). */
const SCALAR =
  /^(?:(?:const|unsigned|signed|final)\s+)*(?:int|long|short|byte|sbyte|ushort|uint|ulong|bool|boolean|float|double|decimal|size_t|ssize_t|u?int(?:8|16|32|64)(?:_t)?|float(?:32|64)|Integer|Long|Short|Byte|Boolean|Float|Double|number|bigint)\??$/;

interface OpenParamFlow {
  /** The name callers use: a constructor's is its class's. */
  name: string;
  param: ParamIR;
  sink: Summary["sinks"][number];
  unit: FileUnit;
  hooks: FlowHooks;
  /** The class whose method the function is. */
  className?: string;
  /** The method of the returned object whose sink the parameter reaches (returned-objects.ts). */
  through?: { className: string; method: string };
}

/** What a flow is reported with, and the model that judges its parameter. */
type FlowContext = Pick<OpenParamFlow, "name" | "unit" | "hooks"> & { model: CompiledModel };

/** Collects, file by file, the parameters that reach sinks, and reports those of functions never called. */
export class OpenParams {
  /**
   * @param fileByFile Calls are followed within each file only (`mini`): a function that another
   * file calls with untrusted input is reported too, since no caller's value reaches it.
   */
  constructor(private readonly fileByFile = false) {}

  private readonly flows: OpenParamFlow[] = [];
  private readonly definitions = new Map<string, number>();
  /** Calls on receivers of a declared type, which name that type's methods (see typed-calls). */
  private readonly typed: TypedCall[] = [];
  /** File by file: the names other files call with untrusted input (addCall). */
  private readonly givenInput = new Set<string>();
  private readonly classes = new AnalysedClasses();
  private readonly unseen: Array<{ flow: TaintFlow; hooks: FlowHooks }> = [];
  /** Each analysed text without the parts that call nothing (LanguageTraits.inertText). */
  private readonly active = new Map<string, string>();
  /** The sinks of the objects functions return, reached by their parameters. */
  private readonly returned = new ReturnedObjects<FlowContext>();
  private readonly ownCalls = new OwnCalls();

  /** A name no analysed code defines reaching a sink (unseen-names.ts), reported with the rest. */
  addUnseen(flow: TaintFlow, hooks: FlowHooks): void {
    this.unseen.push({ flow, hooks });
  }

  /**
   * A call its file's functions do not answer: file by file, a function of that name in another
   * file is given input there when an argument carries a source's taint.
   */
  addCall(name: string, args: Val[]): void {
    if (!this.fileByFile || this.givenInput.has(name)) return;
    if (args.some((a) => deepTaints(a)?.some((t) => t.origin.kind === "source"))) this.givenInput.add(name);
  }

  /** Records a file's functions (their summaries are complete) once it has been analysed. */
  addUnit(
    unit: FileUnit,
    model: CompiledModel,
    hooks: FlowHooks,
    summaryOf: (fn: FunctionIR) => Summary,
  ): void {
    const judgedByEntryPoints = declaresEntryPoints(unit, model);
    const inert = unit.traits.inertText;
    if (inert) this.active.set(unit.source, unit.source.replace(inert, ""));
    this.typed.push(...typedCalls(unit));
    for (const cls of unit.module.classes) this.addClass(cls);
    this.ownCalls.add(unit);
    for (const fn of unit.module.functions) {
      const name = callName(fn);
      if (!name) continue;
      this.definitions.set(name, (this.definitions.get(name) ?? 0) + 1);
      const summary = summaryOf(fn);
      this.returned.addMethod(fn, summary, (s) => receives(fn, s) && openSink(s) && !s.safe.has(s.kind));
      if (judgedByEntryPoints) continue;
      for (const sink of summary.sinks) this.addFlow(fn, name, sink, unit, model, hooks);
      this.returned.addMaker(fn, summary, { name, unit, model, hooks });
    }
  }

  /** The flows of the parameters a function keeps in the object it returns, to that object's methods' sinks. */
  private addReturnedObjectFlows(): void {
    for (const { fn, context, className, method, sink } of this.returned.take()) {
      const param = fn.params[sink.param];
      if (param && !OBJECT_PARAMS.has(param.name) && !notInput(param, context.model))
        this.flows.push({ ...context, param, sink, className: fn.className, through: { className, method } });
    }
  }

  /** Records a class's supertypes and methods, and its constructor as a definition of its name. */
  private addClass(cls: FileUnit["module"]["classes"][number]): void {
    // A constructor written with its class's name: the class's declaration writes it once more.
    if (cls.methods.some((m) => m.name === cls.name))
      this.definitions.set(cls.name, (this.definitions.get(cls.name) ?? 0) + 1);
    this.classes.add(cls);
  }

  /** Records a sink a parameter of `fn` reaches, if a caller's value is reported there. */
  private addFlow(
    fn: FunctionIR,
    name: string,
    sink: Summary["sinks"][number],
    unit: FileUnit,
    model: CompiledModel,
    hooks: FlowHooks,
  ): void {
    const param = fn.params[sink.param];
    if (!param || !openSink(sink) || sink.safe.has(sink.kind)) return;
    if (OBJECT_PARAMS.has(param.name) || notInput(param, model)) return;
    this.flows.push({ name, param, sink, unit, hooks, className: fn.className });
  }

  /**
   * Reports the flows of functions whose name appears nowhere in the analysed text but where they
   * are defined. A name is counted as written anywhere (a call, a reference passed as a callback,
   * a string given to reflection, a comment): a function that might be called is left to its callers.
   */
  report(files: ReadonlyMap<string, { text: string }>): void {
    const textList = [...files.values()].map((file) => file.text);
    this.reportUnseen(textList, [...files.keys()]);
    this.addReturnedObjectFlows();
    if (this.flows.length === 0) return;
    const written = this.written(textList);
    const ancestors = (c: string) => this.classes.ancestors(c);
    const open = this.flows.filter((flow) => {
      const byOthers = this.ownCalls.ofOtherClasses(flow.name, flow.className, ancestors);
      return !calledElsewhere(flow, written, (this.definitions.get(flow.name) ?? 0) + byOthers);
    });
    for (const flow of open) this.reportFlow(flow);
    if (!this.fileByFile) return;
    this.reportGivenInput(new Set(open));
  }

  /**
   * File by file, the flows of functions that another file's code calls with untrusted input: no
   * caller's value is followed into them there. Calls their own file makes are judged there.
   */
  private reportGivenInput(shown: Set<OpenParamFlow>): void {
    for (const flow of this.flows)
      if (!shown.has(flow) && this.givenInput.has(flow.name)) this.reportFlow(flow, true);
  }

  /** How often the flows' function names are written in the texts, less the typed calls that name a library's method. */
  private written(texts: string[]): Map<string, number> {
    const names = [...new Set(this.flows.map((f) => f.name))];
    const written = occurrences(
      names,
      texts.map((text) => this.active.get(text) ?? text),
    );
    for (const [name, n] of this.classes.libraryCalls(this.typed, names, texts))
      written.set(name, (written.get(name) ?? 0) - n);
    return written;
  }

  /** A parameter of a function called from outside reaching its sink, as input of unknown origin. */
  private reportFlow(flow: OpenParamFlow, fromOtherFiles = false): void {
    const { sink, param } = flow;
    // A destructured parameter (`({ html }) => …`) has no name of its own: its field is named.
    const unnamed = /^\$param\d+$/.test(param.name) && sink.field;
    const shown = unnamed ? sink.field : `${param.name}${sink.field ? `.${sink.field}` : ""}`;
    const kept = flow.through
      ? ` and which the ${simpleName(flow.through.className)} it returns keeps for its ${flow.through.method}()`
      : "";
    const label = fromOtherFiles
      ? `parameter ${shown} of ${flow.name}(), which other files call with untrusted input (followed from standard on)${kept}`
      : `parameter ${shown} of ${flow.name}(), which nothing in the analysed code calls${kept}`;
    flow.hooks.onFlow({
      kind: sink.kind,
      taint: { origin: { kind: "source", label }, trace: sink.trace, safe: sink.safe },
      trace: [...sink.trace, sink.sink],
      span: sink.sink.span,
      unit: flow.unit,
      local: false,
      callerInput: true,
    });
  }

  /**
   * Reports the undefined names that reach sinks. Where included files share their includer's
   * variables (PHP), a file's variable that another analysed file names is that file's: an
   * including file sets it, and judges it by its own flows. A function imported from a module the
   * submission holds (a folder or file of that name) is the project's.
   */
  private reportUnseen(texts: string[], paths: string[]): void {
    const segments = new Set(paths.flatMap((p) => p.replace(/\.py$/, "").split(/[/\\]/)));
    for (const { flow, hooks } of this.unseen) {
      const { origin } = flow.taint;
      if (origin.kind !== "source" || origin.unseen === undefined) continue;
      if (origin.module && segments.has(origin.module.split(".")[0] as string)) continue;
      const names = flow.unit.traits.undefinedNames;
      if (names?.setByIncluders) {
        const sigil = (names.sigil ?? "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        const variable = new RegExp(`${sigil}${origin.unseen}\\b`);
        if (texts.some((text) => text !== flow.unit.source && variable.test(text))) continue;
      }
      hooks.onFlow(flow);
    }
  }
}

/** Whether the function's name is written more often than `expected` (its definitions, the calls that run others). */
function calledElsewhere(flow: OpenParamFlow, written: Map<string, number>, expected: number): boolean {
  const { name, unit } = flow;
  if (!privateToModule(flow)) return (written.get(name) ?? 0) > expected;
  const own = occurrences([name], [unit.source]).get(name) ?? 0;
  const defined = unit.module.functions.filter((fn) => callName(fn) === name).length;
  return own > defined;
}

/**
 * Where a module's functions are its own unless it exports them (LanguageTraits.moduleExports; a
 * script's share the page's global scope), only the module itself can call one it keeps, whatever
 * other files name theirs.
 */
function privateToModule(flow: OpenParamFlow): boolean {
  const { unit, param } = flow;
  const exports = unit.traits.moduleExports;
  if (!exports) return false;
  const text = unit.source;
  if (!exports.moduleSyntax.test(text) || exports.wholeExport.test(text)) return false;
  const fn = unit.module.functions.find((f) => f.params.includes(param));
  const name = fn?.className ?? flow.name;
  const n = name.replace(/[$]/g, "\\$&");
  if (exports.exports(name).test(text)) return false;
  const word = new RegExp(`(?<![\\w$])${n}(?![\\w$])`);
  return !(text.match(EXPORT_LISTS) ?? []).some((list) => word.test(list));
}

/** A sink reached by the method's own object (Python's `self`, the receiver elsewhere). */
function receives(fn: FunctionIR, sink: Summary["sinks"][number]): boolean {
  return sink.param === -1 || OBJECT_PARAMS.has(fn.params[sink.param]?.name ?? "");
}

function callName(fn: FunctionIR): string | undefined {
  if (fn.name === "__init__" || fn.name === "constructor") return fn.className;
  // Other special methods (`__call__`, `__getitem__`) are called by the language, not by name.
  if (!fn.name || /^__\w+__$/.test(fn.name)) return undefined;
  return fn.name;
}

/** Types whose members the model names as input (`Request.body`): a parameter of one is a request. */
const sourceTypes = new WeakMap<CompiledModel, Set<string>>();
function isSourceType(type: string | undefined, model: CompiledModel): boolean {
  if (!type) return false;
  let types = sourceTypes.get(model);
  if (!types) {
    types = new Set(
      [...model.memberSources.keys(), ...model.importedMembers.keys()].map((path) =>
        path.slice(0, path.lastIndexOf(".")),
      ),
    );
    sourceTypes.set(model, types);
  }
  return types.has(type);
}

const entryPointsByUnit = new WeakMap<FileUnit, boolean>();

/**
 * Whether the file marks an entry point: a route or action, an input parameter, a typed request.
 * Asked per file by the open parameters and by the undefined names (unseen-names.ts): known once.
 */
export function declaresEntryPoints(unit: FileUnit, model: CompiledModel): boolean {
  let declares = entryPointsByUnit.get(unit);
  if (declares === undefined) {
    declares = unit.entryPoints || marksEntryPoint(unit, model);
    entryPointsByUnit.set(unit, declares);
  }
  return declares;
}

function marksEntryPoint(unit: FileUnit, model: CompiledModel): boolean {
  const marks = new Set([
    ...[...model.markedMembers.values()].map(([mark]) => mark),
    ...model.markedPatterns.map(([, mark]) => mark),
  ]);
  // The operator's input (`main`'s arguments) is no entry point a file's other functions answer to.
  const local = (a: string) =>
    model.localSources.has(`@${a} parameter`) || model.quietSources.has(`@${a} parameter`);
  return unit.module.functions.some(
    (fn) =>
      fn.annotations.some((a) => marks.has(a) || model.routeDecorators.some((r) => r.test(a))) ||
      fn.params.some(
        (p) =>
          p.annotations.some((a) => model.paramAnnotations.has(a) && !local(a)) ||
          isSourceType(p.type, model) ||
          requestParamObject(fn, model, p.name) !== undefined,
      ),
  );
}

function notInput(param: ParamIR, model: CompiledModel): boolean {
  if (param.annotations.some((a) => model.injectedAnnotations.has(a))) return true;
  const type = param.type?.trim();
  return !!type && (SCALAR.test(type) || model.notInputTypes.some((r) => r.test(type)));
}
