import type { CallFacts, ValueFacts } from "./facts";

/**
 * Taint models are data: which calls and accesses bring untrusted input in (sources), which reach a
 * dangerous operation (sinks), which make a value safe (sanitizers) and which carry it along
 * (propagation is the default for unknown calls; `cleanMethods` lists calls whose result never
 * carries the input, such as lengths and comparisons).
 *
 * Calls are named `Type#method`: `Type` is the receiver's static type where the language declares
 * it, a module path for module functions (`os#system`, `child_process#exec`), or `*` for any
 * receiver. A bare `name` is a plain function call (`eval`). `new Type` is a constructor.
 */

import type { TemplateSinkModel } from "./template-sink";

export type SinkKind =
  | "sql"
  | "nosql"
  | "command"
  | "xss"
  | "path"
  | "ldap"
  | "xpath"
  | "code"
  | "deserialization"
  | "xxe"
  | "ssrf"
  | "redirect"
  | "trust-boundary"
  | "log"
  | "format-string"
  | "mass-assignment";

export type { CallFacts, ValueFacts } from "./facts";

export interface SourceModel {
  /** Calls whose result is untrusted. */
  calls?: string[];
  /** Member paths whose value is untrusted (`req.query`, `request.args`). */
  members?: string[];
  /**
   * The members and calls are sources only in functions carrying this mark (an entry point's):
   * Django's `self.kwargs` in a view class, a name other classes use for their own settings.
   */
  within?: string;
  /**
   * Only in a module importing one this matches: a framework's request object is known by the
   * framework's import, never by a variable's name alone (an OAuth client's own `request.body`).
   * Applies to `members`.
   */
  imports?: RegExp;
  /** Parameter annotations or decorators that make a parameter untrusted (`RequestParam`). */
  paramAnnotations?: string[];
  /** Decorators of functions whose parameters are all untrusted (Flask routes). */
  routeDecorators?: RegExp;
  /**
   * Words whose presence in a function's text means it may carry this source, when the source
   * itself leaves no word there (an ASP.NET action is a public method of a controller).
   */
  triggerWords?: string[];
  /**
   * Parameter types that bring no attacker text although the framework fills them: numbers and
   * flags its binder converts (a non-numeric value is rejected; FastAPI validates `id: int`),
   * objects it injects (the response, a cancellation token, a service, FastAPI's `BackgroundTasks`).
   * A parameter typed with a model class of the analysed files receives an object whose fields are
   * untrusted unless their declared type is one of these.
   */
  notInputTypes?: RegExp;
  /**
   * Parameter annotations by which the framework injects a value of its own, not request input
   * (`FromServices`, FastAPI's `Depends`).
   */
  injectedAnnotations?: string[];
  /**
   * Classes whose objects the framework fills from the request before it calls their methods (a
   * Struts 2 action's properties, through their setters): a class with a super type `supers`
   * matches, at any depth of the analysed classes, starts each method with the fields untrusted
   * that a setter taking a `types` value sets, but for the properties `except` names.
   */
  boundObjects?: { supers: RegExp; types: RegExp; except?: RegExp };
  /** Only a source when this holds (`file_get_contents('php://input')`). */
  when?: (call: CallFacts) => boolean;
  /**
   * Input from whoever runs the program (its command line, environment, system properties,
   * terminal): the operator, not a remote attacker. Reported for every sink with low confidence
   * and one severity step lower (it matters when the program runs with rights its operator lacks).
   */
  local?: boolean;
  /**
   * Sink kinds this input cannot reach as it is read: a path parameter is always a string, never a
   * query object; a Rails `params` value is not an attribute hash a model accepts until `permit!`
   * makes it one. Applies to every source with the same label.
   */
  safeFor?: SinkKind[];
  /**
   * Markers its input carries from where it is read, for the sinks that take only such input
   * (`requires`): the parameter hash that `permit!` opens is what a model assigns whole.
   */
  marks?: string[];
  label: string;
}

export interface SinkModel {
  calls: string[];
  kind: SinkKind;
  /**
   * Argument positions that must not carry input; `receiver` for the object itself, `member` for the
   * computed name of the member called (`window[name]()`). Default: all.
   */
  args?: Array<number | "receiver" | "member">;
  /** Keyword arguments that are sinks (Python); `*` for every one. */
  keywords?: string[];
  /**
   * When an argument is an object, only these of its properties are sinks (`axios({ url })`, not its
   * `data`); of the receiver, only these properties set where it is used (`process.StartInfo`).
   */
  fields?: string[];
  /**
   * The call binds values given in collections: a list is a query with its bound values
   * (`where(["a = ?", x])`), only its first item being query text; a map binds values by column
   * (`where({ name: x })`).
   */
  binds?: boolean;
  /** Only a sink when this holds (for example `shell=True`). */
  when?: (call: CallFacts) => boolean;
  /** Only in a function with this mark (a method of a framework's handler class, see EntryPointModel). */
  within?: string;
  /** Only input carrying this marker reaches it (`markup`: written into HTML the code builds). */
  requires?: string;
  /**
   * Input carrying this marker does not reach it: `url-start` is text that still starts as the
   * location's URL or part does (a scheme, `/`, `?`, `#`), which jQuery reads as a selector.
   */
  unless?: string;
  label: string;
  /** A parameter of a function nothing calls is reported here too (see OpenSink). */
  open?: boolean;
}

/**
 * `open`: code that hands its parameter to this sink trusts every caller with it (markup inserted
 * into the page, a value declared safe to a framework's sanitizer), so the parameter of a function
 * nothing in the analysed code calls is reported there, as for injections (see open-params).
 */
export type OpenSink = Pick<SinkModel, "label" | "open" | "unless">;

/** Values returned by functions with a decorator: a Flask view's string is the HTML response. */

export interface ReturnSinkModel {
  /** The function's decorators, or the marks of its parameters (an AWS Lambda handler's `event`). */
  decorators?: RegExp;
  /** Or functions with a parameter so marked (a Lambda handler's event). */
  paramMarks?: RegExp;
  /** Or functions with a parameter of such a declared type (`event: APIGatewayProxyEvent`). */
  paramTypes?: RegExp;
  /**
   * The sink is this property of a returned object (NestJS's `@Redirect()` reads `{ url }`), a
   * dotted path into it (`headers.Location`, names in any case); else a returned string.
   */
  field?: string;
  /** Only a returned expression whose leading literal matches (Spring's `"redirect:" + url`). */
  prefix?: RegExp;
  /** Only when the returned value says so (a response object's declared content type). */
  when?: (returned: ValueFacts) => boolean;
  /** Only in a module importing one this matches (Flask's `@app.get`, not FastAPI's). */
  imports?: RegExp;
  /** A returned tuple's first item is the body (Flask's `return html, 200`). */
  tupleBody?: boolean;
  /** Only a returned object whose `headers` name a matching `Content-Type` (`text/html`). */
  contentType?: RegExp;
  kind: SinkKind;
  label: string;
}

/** Assignment sinks: `el.innerHTML = x`, `session["k"] = x`. */
export interface AssignSinkModel {
  /** Property assigned (`innerHTML`) or, for `index`, the container path (`session`). */
  property?: string;
  /** For `property`, only on an object written with this last name (`process.StartInfo.FileName`). */
  object?: string;
  /**
   * For `property`, only on an object of this type: its value's, or the one its name identifies
   * (`typeHints`) when the type is declared where the analysis does not see it.
   */
  objectType?: string;
  index?: string;
  /** For `index`, only this key of the container (`headers["Location"]`), in any case. */
  key?: string;
  kind: SinkKind;
  label: string;
  open?: boolean;
  /**
   * Only when this holds of the value written: an object or list, the literal text it starts with,
   * the call that made it (`JSON.stringify`); and the enclosing function's text before it.
   */
  when?: (written: { structured: boolean; prefix?: string; madeBy?: string; before: string }) => boolean;
}

export interface SanitizerModel {
  calls: string[];
  /**
   * Also any function so named called without a receiver, unless the analysed code defines one:
   * the route helpers a framework generates (Rails' `post_path`, `posts_url`).
   */
  functions?: RegExp;
  /** Sink kinds the result is safe for; `all` makes it plain data (numbers, hashes). */
  kinds: SinkKind[] | "all";
  /** A marker for later guards, e.g. `normalized` paths that a prefix check can then confine. */
  marks?: string[];
  /**
   * Markers decided by the call itself, on input only: `escaped:(` for a call that replaces every
   * `(` by an escape (see common/escapes.ts); none: no sanitizer.
   */
  marksOf?: (call: CallFacts) => string[];
  /** Only a sanitizer when this holds (a `replace` that removes line breaks). */
  when?: (call: CallFacts) => boolean;
  /** Sink kinds decided by the call itself (a `replace` that keeps only some characters); none: no sanitizer. */
  kindsOf?: (call: CallFacts) => SinkKind[];
  /** The type of its result, for rules that judge the value (`WeakDigest` for an MD5 digest). */
  returns?: string;
}

/** Conditions that confine a value in the branch where they hold (`allowed.contains(x)`). */
export interface GuardModel {
  calls: string[];
  /** Which operand is confined: the first argument or the receiver. */
  subject: "arg0" | "receiver" | "arg1";
  /** The argument's name when it may be passed by name (Python's `is_safe_url(url=next)`). */
  keyword?: string;
  kinds: SinkKind[] | "all";
  /** The guard only confines values carrying this marker (a prefix check on a normalized path). */
  requires?: string;
  /** Calls whose first argument the guard checks when they made its subject (`NAME.matcher(x).matches()`). */
  through?: string[];
  /** The `through` calls keep what their argument is (a path's folder): it must carry `requires` itself. */
  throughKeeps?: boolean;
  /** The argument of a `through` call that is checked, when not the first (Go's `filepath.Rel(base, p)`). */
  throughArg?: number;
  /** Confines where the call is false (`isNaN(n)`). */
  negated?: boolean;
  /**
   * Fails on a subject that does not pass: `throws` (`Long.parseLong(id)`) confines it after the
   * call, `error` (Go's `strconv.Atoi(id)`) where the error it returned is nil.
   */
  fails?: "throws" | "error";
  /** A prefix check, the prefix at this position: only kinds whose destination the constant fixes. */
  prefix?: "arg0" | "arg1";
  /** Only when the other operand, the pattern, is written so (Ruby's `/\A…\z/`: `^`, `$` match lines). */
  anchored?: RegExp;
}

/**
 * A higher-order call whose function argument runs on values the call has (`list.map(f)`,
 * `promise.then(f)`, Python's `map(f, xs)`): the function's parameter receives them and its
 * return value makes the result, so a callback that ignores its argument gives a clean result.
 */
export interface CallbackModel {
  calls: string[];
  /** Position of the function argument, or its keyword (`Thread(target=f)`). */
  fn: number | string;
  /** What the function is applied to: the receiver, or an argument by position or keyword. */
  over: "receiver" | number | string;
  /**
   * `each`: the function receives each element; `whole`: the value itself (a promise's);
   * `spread`: the elements of a tuple as its arguments (`Thread(target=f, args=(a, b))`).
   */
  applies: "each" | "whole" | "spread";
  /**
   * `list`: a collection of what the function returns; `return`: what it returns; `source`: the
   * value it was applied to (`filter`, `finally`); `either`: that or what it returns (`catch`);
   * `none`: nothing (`forEach`).
   */
  result: "list" | "return" | "source" | "either" | "none";
}

/** Calls that build a collection from their arguments (`Map.of(k1, v1, k2, v2)`, `List.of(a, b)`). */
export interface FactoryModel {
  calls: string[];
  layout: "pairs" | "items";
}

export interface LanguageModel {
  sources: SourceModel[];
  sinks: SinkModel[];
  assignSinks: AssignSinkModel[];
  returnSinks?: ReturnSinkModel[];
  templateSinks?: Array<TemplateSinkModel<SinkKind>>;
  sanitizers: SanitizerModel[];
  guards: GuardModel[];
  /** Calls whose result never carries the input (lengths, comparisons, counts). */
  cleanMethods: string[];
  /**
   * Calls that look a record up: the result comes from the receiver (a model class, an
   * association), the arguments only select it. `Post.find(params[:id])` is a post, not the id.
   */
  lookups?: string[];
  /**
   * Method names of record lookups (`findOrFail($id)`, `findOneBySlug($slug)`): they return stored
   * data, which the arguments only selected.
   */
  lookupMethods?: RegExp[];
  /**
   * Receivers whose every method looks records up, the application's own included (a Django
   * manager's `Release.objects.current(lang)`), except the methods that store what they are given
   * (`create`, `update`).
   */
  lookupReceivers?: Array<{ receiver: string; except: RegExp }>;
  callbacks?: CallbackModel[];
  collectionFactories?: FactoryModel[];
  /** Calls that never return (`abort(403)`, `sys.exit(1)`, `process.exit(1)`). */
  exits?: string[];
  /**
   * Calls that give their first argument back in another form (a key, bytes): a literal stays one,
   * and a library function stays that function (`util.promisify(fs.readFile)` reads files).
   */
  wrappers?: string[];
  /**
   * Result types of calls and of properties, so later calls on the result resolve
   * (`Connection#createStatement` → `Statement`, `HttpContext#Request` → `HttpRequest`).
   */
  returnTypes: Record<string, string>;
  /** When a receiver's type is unknown, names that identify it (`request` for `HttpServletRequest`). */
  typeHints: Record<string, RegExp>;
  /**
   * Parameters that hold the object member sources name (`request` in `request.GET`) under another
   * name: one typed as `types` says (`req: HttpRequest`), or the first (after `self`) of a function
   * with a decorator `decorators` matches (`@api_view def view(req)`).
   */
  requestParams?: Array<{ object: string; types?: RegExp; decorators?: RegExp }>;
  /**
   * Modules whose functions are known though no pattern names them (a language's standard
   * library): what they give is their arguments' taint, not input of unknown origin.
   */
  knownModules?: string[];
}

/**
 * Functions a framework or the runtime calls with outside input, found in the lowered module:
 * `function`: a top-level function by name (C's `main`); `signature`: the top-level functions whose
 * leading parameters are named as `params` says (a Django view takes `request` first, an AWS Lambda
 * handler `event, context`), only those with exactly these parameters when `exact`, and any function
 * (nested, a method, a property of an object) when `anywhere` (a GraphQL resolver's
 * `parent, args, context, info`); for both, the parameters from `fromParam` on (`count` of them
 * when given) are marked. `callback`: a function passed to `receiver.method(...)` (a route
 * registration), which is marked itself (only when the call's first argument is the literal
 * `firstArg`, or a literal it matches, if one is given; `receiver` "" is a call without one, "*" any receiver); `method`: the methods (not constructors) with all of `with` and none
 * of `without` among their modifiers and attributes, of a class that matches one of `classes` (a
 * controller), only those named as `names` says. `signature` and `method` apply only in a module
 * importing one that matches `imports` when it is given.
 * The mark is what the model's sources name (`paramAnnotations`, `routeDecorators`).
 */
export type EntryPointModel =
  /** `method`: also a class's method of that name (Java's and C#'s static `main`). */
  | { kind: "function"; name: string; fromParam: number; count?: number; method?: boolean; mark: string }
  | {
      kind: "signature";
      params: RegExp[];
      exact?: boolean;
      anywhere?: boolean;
      imports?: RegExp;
      fromParam: number;
      count?: number;
      /** Not a function the module's own code calls (there it is a helper taking the request); not with `anywhere`. */
      notCalled?: boolean;
      mark: string;
    }
  | {
      kind: "callback";
      receiver: string;
      methods: RegExp;
      mark: string;
      firstArg?: string | RegExp;
      /** The handler property that takes the same callback (`window.onmessage = (e) => …`). */
      property?: string;
    }
  | {
      kind: "method";
      /** Only methods with such a name (a Razor page's `OnGet`, `OnPostAsync`). */
      names?: RegExp;
      /** Only methods whose parameters' declared types match these, in order (a plugin's `execute(Context, Map)`). */
      paramTypes?: RegExp[];
      /** A class qualifies by a super type, or by its name together with an attribute. */
      classes: Array<{ supers: RegExp } | { name: RegExp; annotation: string }>;
      with: string[];
      without: string[];
      imports?: RegExp;
      mark: string;
    };

/**
 * Members of types that name a setting (`CipherMode.ECB`, `AES.MODE_ECB`): lowered as the literal
 * `Type.Member`, so rules see the setting through variables and fields (with `values`, its text).
 */
export interface ConstantMemberModel {
  types: RegExp;
  /** Only these members (all when absent). */
  members?: RegExp;
  /** The members' values, where the member is library text the code builds with. */
  values?: Readonly<Record<string, string>>;
}
