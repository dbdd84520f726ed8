import type { FunctionIR } from "../ir/ir";
import type { Summary } from "./context";
import { simpleName } from "./resolve/callees";
import { deepTaints, type Taint, type Val } from "./values";

// A function that makes and returns an object of an analysed class from its parameters (a
// factory, `savepoint(name)` giving back a `Savepoint`) hands its caller the object's methods too:
// a method that builds one of those fields into a query runs the parameter as a query whenever
// the caller calls it. Such a parameter reaches the method's sink as surely as one passed to it.

type SummarySink = Summary["sinks"][number];

/** A sink a method's own object reaches through one of its fields (`self.name` built into SQL). */
interface FieldSink {
  method: string;
  sink: SummarySink & { field: string };
}

/** A parameter of a function reaching, through the object it returns, a sink of that object's method. */
export interface ReturnedObjectSink<C> {
  fn: FunctionIR;
  context: C;
  className: string;
  method: string;
  sink: SummarySink;
}

/** Collects field sinks and functions returning made objects file by file, joined once all are read. */
export class ReturnedObjects<C> {
  private readonly fieldSinks = new Map<string, FieldSink[]>();
  private readonly makers: Array<{
    fn: FunctionIR;
    made: string;
    fields: ReadonlyMap<string, Val>;
    context: C;
  }> = [];

  /** Records the method's sinks that `counts` keeps: those its object reaches through a field. */
  addMethod(fn: FunctionIR, summary: Summary, counts: (sink: SummarySink) => boolean): void {
    if (!fn.className) return;
    const owner = simpleName(fn.className);
    for (const sink of summary.sinks) {
      if (!sink.field || !counts(sink)) continue;
      const list = this.fieldSinks.get(owner) ?? [];
      list.push({ method: fn.name, sink: { ...sink, field: sink.field } });
      this.fieldSinks.set(owner, list);
    }
  }

  /** Records a function that returns an object it made field by field. */
  addMaker(fn: FunctionIR, summary: Summary, context: C): void {
    if (summary.made && summary.fields)
      this.makers.push({ fn, made: summary.made, fields: summary.fields, context });
  }

  /** The parameters reaching the sinks of the objects their functions return; each maker is read once. */
  take(): ReturnedObjectSink<C>[] {
    const out: ReturnedObjectSink<C>[] = [];
    for (const { fn, made, fields, context } of this.makers.splice(0)) {
      for (const { method, sink } of this.fieldSinks.get(simpleName(made)) ?? []) {
        for (const t of deepTaints(fieldValue(fields, sink.field)) ?? []) {
          if (reaches(t, sink)) out.push({ fn, context, className: made, method, sink: through(t, sink) });
        }
      }
    }
    return out;
  }
}

/** A parameter's value, not made safe for the sink, reaching it. */
function reaches(t: Taint, sink: SummarySink): boolean {
  if (t.origin.kind !== "param" || t.origin.index < 0) return false;
  return !t.safe.has(sink.kind) && !(sink.unless && t.safe.has(sink.unless));
}

/** The method's sink as one of the function's parameter: from the parameter, into the object, to the sink. */
function through(t: Taint, sink: SummarySink): SummarySink {
  const origin = t.origin as Extract<Taint["origin"], { kind: "param" }>;
  return {
    ...sink,
    param: origin.index,
    field: origin.field,
    trace: [...t.trace, ...sink.trace],
    safe: new Set([...t.safe, ...sink.safe]),
    built: t.built || sink.built,
  };
}

/** The value a dotted field path (`config.cmd`) names in an object's fields. */
function fieldValue(fields: ReadonlyMap<string, Val>, path: string): Val | undefined {
  const [head, ...rest] = path.split(".");
  let v = fields.get(head as string);
  for (const key of rest) v = v?.keys?.get(key) ?? v;
  return v;
}
