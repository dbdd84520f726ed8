/** What a sink's or source's condition can read of a call and of a returned value. */

/** What a condition sees of a value: its constant, and the entries of a mapping built in view. */
export interface ValueFacts {
  constant?: unknown;
  key(name: string): ValueFacts | undefined;
}

export interface CallFacts {
  /** `text` is the argument as written when it is a name or member path (`yaml.SafeLoader`). */
  keyword(name: string): { constant?: unknown; known: boolean; text?: string } | undefined;
  /** `text` is the argument as written when a name or member path, `prefix` its leading literal text. */
  arg(index: number):
    | {
        constant?: unknown;
        known: boolean;
        /** Carries input (of a source or, in a summary, of a parameter). */
        tainted: boolean;
        isList: boolean;
        /** A map with known keys (`['name' => $x]`, `{ a: 1 }`). */
        isMap: boolean;
        text?: string;
        prefix?: string;
        type?: string;
        /** A property of an object argument (`{ shell: true }`), when it is written there. */
        field(name: string): { constant?: unknown; known: boolean } | undefined;
        /** An element of a list argument (`["/bin/sh", "-c", cmd]`), when it is written there. */
        item(index: number): { constant?: unknown; known: boolean; tainted: boolean } | undefined;
      }
    | undefined;
  argCount: number;
  /** Calls chained before this one on its receiver, as `name(literal, …)`: `res.type("json").send(x)` gives `type(json)`. */
  chain: string[];
  /** The text of the enclosing function before and after the call (a setting made earlier, a check later). */
  before: string;
  after: string;
  /** The text of the whole file (a global switch set in another function: a static initializer). */
  file: string;
  /** The receiver's facts: calls made on it (`setFeature(…)`), types it was made with (`new(SafeConstructor)`). */
  receiverFacts: ReadonlySet<string>;
  /** Whether the receiver was made in view, so its facts are all that was done to it. */
  receiverMade: boolean;
}
