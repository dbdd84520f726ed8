/**
 * The intermediate form every language is lowered to. It keeps only what the analyses need:
 * functions, assignments, calls, returns, branches, loops and literals. Anything else becomes an
 * `other` expression whose parts are still analysed, so unknown syntax loses precision, never flows.
 */

/** A source range as string offsets; lines and columns are computed only when reporting. */
export interface Span {
  start: number;
  end: number;
}

export type Literal = string | number | boolean | null;

export type Expr =
  | { kind: "lit"; value: Literal; span: Span }
  | { kind: "name"; name: string; span: Span }
  | { kind: "member"; object: Expr; property: string; span: Span }
  | { kind: "index"; object: Expr; index: Expr; span: Span }
  | {
      kind: "call";
      callee: Expr;
      args: Expr[];
      keywords: Array<{ name: string; value: Expr }>;
      isNew: boolean;
      span: Span;
    }
  | { kind: "binary"; op: string; left: Expr; right: Expr; span: Span }
  | { kind: "unary"; op: string; operand: Expr; span: Span }
  | { kind: "cond"; test: Expr; whenTrue: Expr; whenFalse: Expr; span: Span }
  | { kind: "template"; parts: Expr[]; span: Span }
  | { kind: "array"; items: Expr[]; span: Span }
  | { kind: "object"; type?: string; props: Array<{ key?: string; value: Expr }>; span: Span }
  | { kind: "func"; fn: FunctionIR; span: Span }
  | { kind: "assign"; target: Expr; value: Expr; op?: string; span: Span }
  /** `[value for target in iterable if test]`: its variables are its own, its result a list of `value`. */
  | {
      kind: "comprehension";
      clauses: Array<{ target: Expr; iterable: Expr } | { test: Expr }>;
      value: Expr;
      span: Span;
    }
  | { kind: "other"; parts: Expr[]; span: Span };

export type Stmt =
  | { kind: "assign"; target: Expr; value: Expr; op?: string; declaredType?: string; span: Span }
  | { kind: "expr"; expr: Expr; span: Span }
  | { kind: "if"; test: Expr; whenTrue: Stmt[]; whenFalse: Stmt[]; span: Span }
  | {
      kind: "loop";
      test?: Expr;
      each?: { target: Expr; iterable: Expr };
      body: Stmt[];
      update: Stmt[];
      span: Span;
    }
  | { kind: "switch"; subject: Expr; cases: Array<{ tests: Expr[]; body: Stmt[] }>; span: Span }
  | { kind: "return"; value?: Expr; span: Span }
  | { kind: "throw"; value?: Expr; span: Span }
  | { kind: "break"; span: Span }
  | { kind: "continue"; span: Span }
  | {
      kind: "try";
      body: Stmt[];
      handlers: Array<{ name?: string; body: Stmt[] }>;
      finally: Stmt[];
      span: Span;
    }
  | { kind: "block"; body: Stmt[]; span: Span }
  | { kind: "func"; fn: FunctionIR; span: Span };

export interface ParamIR {
  name: string;
  type?: string;
  annotations: string[];
  /** Destructuring pattern (`{ id } = req.query`) when the parameter is not a plain name. */
  pattern?: Expr;
  /** Has a default value, so a call may leave it out. */
  defaulted?: boolean;
  /** Collects the arguments given by a name no other parameter has (Python's `**kwargs`, Ruby's `**opts`). */
  keywords?: boolean;
  /** Collects the arguments given after the others, as a list (`...args`, `*args`). */
  rest?: boolean;
  span: Span;
}

export interface FunctionIR {
  name: string;
  className?: string;
  /**
   * The name the body gives its object when not `this` (Go's receiver); `copied` when the method
   * has a copy of it (a value receiver), so what it sets is not seen by the caller.
   */
  receiver?: { name: string; copied: boolean };
  params: ParamIR[];
  body: Stmt[];
  annotations: string[];
  returnType?: string;
  span: Span;
}

/** A field or module-level constant known before any function runs. */
export interface GlobalIR {
  name: string;
  value: Expr;
  type?: string;
  constant: boolean;
  span: Span;
}

export interface ModuleIR {
  functions: FunctionIR[];
  /** Top-level statements (scripts, module bodies) analysed as one synthetic function. */
  topLevel: FunctionIR;
  globals: GlobalIR[];
  /** Local name → qualified path (`exec` → `child_process.exec`, `np` → `numpy`). */
  imports: Map<string, string>;
  /** Names the file declares for every file of its project (C#'s `global using Cmd = …;`), as `imports`. */
  sharedImports?: Map<string, string>;
  /** Types declared in the file that implement or extend something (`Foo` → [`X509TrustManager`]). */
  classes: Array<{
    name: string;
    supers: string[];
    /** The type's attributes, annotations and modifiers (C#, Java), for the entry points the models describe. */
    annotations?: string[];
    span: Span;
    methods: FunctionIR[];
    /** A record or dataclass: its constructor's arguments become these fields, in order. */
    fields?: Array<{ name: string; value?: Expr; type?: string }>;
    /** Declared types of its properties (PHP's typed properties and docblocks), in no constructor's order. */
    properties?: Array<{ name: string; type: string }>;
    /**
     * Instance fields its methods may name without `this.` (Java, C#): a bare name that is no
     * local variable reads or writes the object's field.
     */
    members?: string[];
  }>;
}
