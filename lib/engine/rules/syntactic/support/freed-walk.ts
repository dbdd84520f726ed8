import type { Expr, ParamIR, Span, Stmt } from "../../../ir/ir";
import { writesThroughArgument } from "../../../ir/lower/c-family/expressions";
import { DEALLOCATORS } from "../../../models/c/memory";
import { calleeName, charBefore, isNullLit, nullTest, pathKey } from "./c-pointers";
import type { FreedFinding, Summary, WalkedFile } from "./freed-file";
import { endedBy, Lifetimes } from "./freed-lifetimes";
import {
  copyState,
  type FreedState,
  forgetMembers,
  freedAt,
  joinAll,
  joinStates,
  markFreed,
  markNull,
  objectOf,
  rebind,
} from "./freed-state";

/** A name in capitals is a macro's, by C's custom: it may assign its arguments. */
const MACRO_NAME = /^[A-Z][A-Z0-9_]*$/;

interface Frame {
  loop: boolean;
  breaks: Array<FreedState | null>;
  continues: Array<FreedState | null>;
}

/** One function's statements, in order, with the state of each path. */
export class Walk {
  readonly returns: Array<FreedState | null> = [];
  private readonly frames: Frame[] = [];
  /** Above zero while a loop body is run only to learn what its next iteration starts with. */
  private silent = 0;
  private readonly lifetimes: Lifetimes | undefined;

  constructor(
    private readonly file: WalkedFile,
    params: readonly ParamIR[],
  ) {
    if (!file.lifetimes) return;
    this.lifetimes = new Lifetimes(file.source, (name) => file.returnsOwner(name));
    for (const p of params) this.lifetimes.param(p.name, p.type);
  }

  stmts(list: readonly Stmt[], start: FreedState | null): FreedState | null {
    let s = start;
    for (const st of list) {
      // What follows a return is reached only by a goto, which is not followed.
      if (!s) return null;
      this.file.tick();
      s = this.stmt(st, s);
    }
    return s;
  }

  private stmt(st: Stmt, s: FreedState): FreedState | null {
    switch (st.kind) {
      case "assign":
        this.assign(st.target, st.value, st.op, st.declaredType, st.span, s);
        return s;
      case "expr":
        this.expr(st.expr, s, false);
        return s;
      case "if":
        return this.ifStmt(st, s);
      case "loop":
        return this.loop(st, s);
      case "switch":
        return this.switchStmt(st, s);
      case "return":
        return this.returnStmt(st, s);
      case "throw":
        if (st.value) this.expr(st.value, s, false);
        return null;
      case "break":
        this.frames.at(-1)?.breaks.push(s);
        return null;
      case "continue":
        this.frames.findLast((f) => f.loop)?.continues.push(s);
        return null;
      case "try":
        return this.tryStmt(st, s);
      case "block":
        return this.scope(st.body, s, st.span.end);
      case "func":
        return s;
    }
  }

  private ifStmt(st: Extract<Stmt, { kind: "if" }>, s: FreedState): FreedState | null {
    this.expr(st.test, s, false);
    const test = nullTest(st.test);
    // Each branch changes a state of its own; an empty branch without a null test shares one.
    const whenTrue = st.whenTrue.length > 0 || test ? copyState(s) : s;
    const whenFalse = s;
    if (test) markNull(test.nullWhen ? whenTrue : whenFalse, test.key);
    return joinStates(
      this.scope(st.whenTrue, whenTrue, st.span.end),
      this.scope(st.whenFalse, whenFalse, st.span.end),
      st.span.start,
    );
  }

  private returnStmt(st: Extract<Stmt, { kind: "return" }>, s: FreedState): null {
    if (st.value) {
      this.expr(st.value, s, false);
      this.escapes(st.value, s, "returned");
    }
    this.returns.push(s);
    return null;
  }

  private tryStmt(st: Extract<Stmt, { kind: "try" }>, s: FreedState): FreedState | null {
    const body = this.stmts(st.body, copyState(s));
    const handlerStart = joinStates(s, body, st.span.start) ?? s;
    const ends = [body, ...st.handlers.map((h) => this.stmts(h.body, copyState(handlerStart)))];
    const out = joinAll(ends, st.span.end);
    return st.finally.length > 0 ? this.stmts(st.finally, out) : out;
  }

  /** A block's statements; the locals it declares end with it. */
  private scope(list: readonly Stmt[], s: FreedState, end: number): FreedState | null {
    const out = this.stmts(list, s);
    this.lifetimes?.leave(list, out, end - 1);
    return out;
  }

  /**
   * A loop's body runs twice without reporting, to learn what holds at the start of any iteration
   * (what held before the loop, joined with what the body leaves), then once reporting. Inside
   * those runs a nested loop runs once, and holds after it what held both before and after its
   * body: each level costs a few runs of what it holds, not a power of its depth.
   */
  private loop(st: Extract<Stmt, { kind: "loop" }>, entry: FreedState): FreedState | null {
    if (st.each) this.expr(st.each.iterable, entry, false);
    // `do { … } while (0)`, lowered as the body then `while (0)`: the body ran once already.
    if (st.test?.kind === "lit" && !st.test.value) return entry;
    const endless = (!st.test && !st.each) || (st.test?.kind === "lit" && Boolean(st.test.value));
    if (this.silent > 0) {
      const once = this.iteration(st, copyState(entry));
      const after = endless ? null : joinStates(once.afterTest, once.back, st.span.start);
      return joinAll([after, ...once.breaks], st.span.end);
    }
    let head = entry;
    let first: FreedState | null = null;
    this.silent++;
    for (let pass = 0; pass < 2; pass++) {
      const back = this.iteration(st, copyState(head)).back;
      if (pass === 0) first = back;
      head = joinStates(entry, back, st.span.start) ?? entry;
    }
    this.silent--;
    this.lifetimes?.carry(head, first);
    const { breaks, afterTest } = this.iteration(st, copyState(head));
    return joinAll(endless ? breaks : [afterTest, ...breaks], st.span.end);
  }

  private iteration(
    st: Extract<Stmt, { kind: "loop" }>,
    s: FreedState,
  ): { back: FreedState | null; breaks: Array<FreedState | null>; afterTest: FreedState } {
    if (st.test) this.expr(st.test, s, false);
    const afterTest = copyState(s);
    const test = st.test && nullTest(st.test);
    // The loop ends when its test fails: `while (p)` leaves p null.
    if (test && !test.nullWhen) markNull(afterTest, test.key);
    const target = st.each && pathKey(st.each.target);
    if (target !== undefined) rebind(s, target, st.span.start);
    const frame: Frame = { loop: true, breaks: [], continues: [] };
    this.frames.push(frame);
    const end = this.stmts(st.body, s);
    this.frames.pop();
    const next = joinAll([end, ...frame.continues], st.span.start);
    return { back: next && this.stmts(st.update, next), breaks: frame.breaks, afterTest };
  }

  /** Cases fall through to the next until a break; without a default the switch may run none. */
  private switchStmt(st: Extract<Stmt, { kind: "switch" }>, s: FreedState): FreedState | null {
    this.expr(st.subject, s, false);
    const frame: Frame = { loop: false, breaks: [], continues: [] };
    this.frames.push(frame);
    let fall: FreedState | null = null;
    for (const c of st.cases)
      fall = this.stmts(c.body, fall ? joinStates(s, fall, c.body[0]?.span.start ?? 0) : copyState(s));
    this.frames.pop();
    const exits = [...frame.breaks, fall];
    if (!st.cases.some((c) => c.tests.length === 0)) exits.push(s);
    return joinAll(exits, st.span.end);
  }

  /** The path an expression's value is, when it is the pointer itself (not `*p` nor `&p`, lowered as `p`). */
  private plainPath(e: Expr): string | undefined {
    const key = pathKey(e);
    if (key === undefined) return undefined;
    const b = charBefore(this.file.source, e.span.start);
    return b === "*" || b === "&" ? undefined : key;
  }

  private assign(
    target: Expr,
    value: Expr,
    op: string | undefined,
    declaredType: string | undefined,
    span: Span,
    s: FreedState,
  ): void {
    const key = pathKey(target);
    // `*p = v` is lowered as `p = v`: the star before it says it writes where p points.
    const through =
      key !== undefined &&
      declaredType === undefined &&
      charBefore(this.file.source, target.span.start) === "*";
    const writer = key !== undefined && this.writtenByCall(value, key);
    if (declaredType !== undefined && target.kind === "name")
      this.lifetimes?.declare(target.name, declaredType, span.start, s);
    this.expr(value, s, false);
    if (!writer) this.escapes(value, s, "copied");
    if (target.kind === "member" || target.kind === "index") {
      this.deref(target.object, target.span, s);
      this.expr(target.object, s, false);
    }
    if (target.kind === "index") this.expr(target.index, s, false);
    if (key !== undefined && !through && declaredType === undefined)
      this.lifetimes?.replaced(key, undefined, span, s);
    if (key === undefined || writer || op) return;
    if (through) {
      this.use(key, target.span, s, "written through");
      return;
    }
    rebind(
      s,
      key,
      span.start,
      this.plainPath(value) ?? this.lifetimes?.storage(target, value, declaredType, span, s),
    );
    if (isNullLit(value)) markNull(s, key);
  }

  /** `strcpy(p, …)` and `fgets(p, …)` are lowered as assignments to p: p still points where it did. */
  private writtenByCall(value: Expr, key: string): boolean {
    const call = value.kind === "cond" && value.whenTrue === value.whenFalse ? value.test : value;
    if (call.kind !== "call") return false;
    const name = calleeName(call.callee);
    const writes =
      (name !== undefined && writesThroughArgument(name)) ||
      (call.callee.kind === "member" && call.callee.property === ">>");
    return writes && call.args.some((a) => pathKey(a) === key);
  }

  private expr(e: Expr, s: FreedState, conditional: boolean): void {
    switch (e.kind) {
      case "name":
        // `*p` is lowered as `p`: the star before it reads where p points.
        if (charBefore(this.file.source, e.span.start) === "*") this.use(e.name, e.span, s, "read through");
        return;
      case "member":
        if (charBefore(this.file.source, e.span.start) === "*") this.deref(e, e.span, s);
        this.deref(e.object, e.span, s);
        this.expr(e.object, s, conditional);
        return;
      case "index":
        this.deref(e.object, e.span, s);
        this.expr(e.object, s, conditional);
        if (e.kind === "index") this.expr(e.index, s, conditional);
        return;
      case "call":
        this.call(e, s, conditional);
        return;
      case "binary": {
        this.expr(e.left, s, conditional);
        this.expr(e.right, s, conditional || e.op === "&&" || e.op === "||");
        return;
      }
      case "unary":
        this.expr(e.operand, s, conditional);
        return;
      case "cond":
        this.condExpr(e, s, conditional);
        return;
      case "assign":
        this.assign(e.target, e.value, e.op, undefined, e.span, s);
        return;
      case "template":
      case "other":
        this.exprs(e.parts, s, conditional);
        return;
      case "array":
        this.exprs(e.items, s, conditional);
        return;
      case "object":
        this.exprs(
          e.props.map((p) => p.value),
          s,
          conditional,
        );
        return;
      default:
        return;
    }
  }

  private exprs(list: readonly Expr[], s: FreedState, conditional: boolean): void {
    for (const e of list) this.expr(e, s, conditional);
  }

  /** `c ? a : b`: a branch runs only sometimes, unless both are the same (a call kept as an always-equal choice). */
  private condExpr(e: Extract<Expr, { kind: "cond" }>, s: FreedState, conditional: boolean): void {
    this.expr(e.test, s, conditional);
    this.expr(e.whenTrue, s, conditional || e.whenTrue !== e.whenFalse);
    if (e.whenTrue !== e.whenFalse) this.expr(e.whenFalse, s, true);
  }

  private call(e: Extract<Expr, { kind: "call" }>, s: FreedState, conditional: boolean): void {
    const name = calleeName(e.callee);
    if (name === "sizeof") return;
    if (e.callee.kind === "member") this.expr(e.callee, s, conditional);
    const freedArg = name !== undefined && Object.hasOwn(DEALLOCATORS, name) ? DEALLOCATORS[name] : undefined;
    const helper = freedArg === undefined && name !== undefined ? this.file.helper(name) : undefined;
    // `init(&p)` may set p, and so may a macro (`CALLOC_ARRAY(p, n)`, `TAILQ_FOREACH(p, …)`).
    const macro = name !== undefined && MACRO_NAME.test(name) && freedArg === undefined;
    e.args.forEach((arg, i) => {
      // A free in an argument (`FREED(free(p))`, free returns nothing) is a macro's: it may run never or again.
      this.expr(arg, s, true);
      const key = pathKey(arg);
      if (key === undefined) {
        this.escapes(arg, s, "passed to a call");
        return;
      }
      const before = charBefore(this.file.source, arg.span.start);
      if (before === "*") this.use(key, arg.span, s, "read through");
      else if (before === "&" || macro) rebind(s, key, e.span.start);
      else if (freedArg === i) this.free(key, e.span, s, conditional);
      else this.argument(key, arg, i, e, s, conditional, helper);
    });
    const receiver = e.callee.kind === "member" ? pathKey(e.callee.object) : undefined;
    if (receiver !== undefined && name === undefined) forgetMembers(s, receiver, e.span.start);
    if (receiver !== undefined && e.callee.kind === "member")
      this.lifetimes?.replaced(receiver, e.callee.property, e.span, s);
  }

  /** An argument passed on: a helper known to free it (or a member of it) frees it, else it is used. */
  private argument(
    key: string,
    arg: Expr,
    i: number,
    e: Extract<Expr, { kind: "call" }>,
    s: FreedState,
    conditional: boolean,
    helper: Summary | undefined,
  ): void {
    const frees = helper?.frees.filter((f) => f.param === i) ?? [];
    for (const f of frees) this.free(key + f.rest, e.span, s, conditional);
    if (!frees.some((f) => f.rest === "")) this.use(key, arg.span, s, "passed to a call");
    // `reset(c)` may set `c->buf` anew.
    if (frees.length === 0) forgetMembers(s, key, e.span.start);
  }

  private free(key: string, span: Span, s: FreedState, conditional: boolean): void {
    // Memory a local or an owner holds is not the program's to free.
    if (endedBy(objectOf(s, key))) return;
    const at = freedAt(s, key);
    if (at) this.report({ rule: "double-free", span, freed: at, how: "freed again" });
    if (!conditional) markFreed(s, key, span);
  }

  /** `p->f`, `p[i]`: reading through p. */
  private deref(object: Expr, span: Span, s: FreedState): void {
    const key = pathKey(object);
    if (key !== undefined) this.use(key, span, s, "read through");
  }

  /** The pointers a value is made of (`p`, `p + 1`, `c ? p : q`) leave through a copy, a return or a call. */
  private escapes(value: Expr, s: FreedState, how: string): void {
    const key = this.plainPath(value);
    if (key !== undefined) this.use(key, value.span, s, how);
    else if (value.kind === "binary" && (value.op === "+" || value.op === "-")) {
      this.escapes(value.left, s, how);
      this.escapes(value.right, s, how);
    } else if (value.kind === "cond" && value.whenTrue !== value.whenFalse) {
      this.escapes(value.whenTrue, s, how);
      this.escapes(value.whenFalse, s, how);
    }
  }

  private use(key: string, span: Span, s: FreedState, how: string): void {
    const at = freedAt(s, key);
    if (at) this.report({ rule: "use-after-free", span, freed: at, how, ended: endedBy(objectOf(s, key)) });
  }

  private report(finding: FreedFinding): void {
    if (this.silent === 0) this.file.report(finding);
  }
}
