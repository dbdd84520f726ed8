// What the standard libraries of every supported language do with collections, builders and
// function values, as data: the interpreter's collection and call steps read these tables, so a
// new collection type or mutating method is a line here.

/** Methods that append to their receiver (a builder, a list, a writer) and keep what they were given. */
export const MUTATORS: ReadonlySet<string> = new Set([
  "append",
  "insert",
  "push",
  "unshift",
  "add",
  "addAll",
  "extend",
  "write",
  "print",
  "concat",
  "WriteString",
  "WriteByte",
  "WriteRune",
  // .NET's StringBuilder.
  "Append",
  "AppendFormat",
  "AppendLine",
  "AppendJoin",
  "Insert",
]);

/**
 * Methods that read from their receiver into the buffer given first: a .NET stream's
 * `Read(buffer, offset, count)`, Go's `r.Read(buf)`.
 */
export const FILLERS: ReadonlySet<string> = new Set(["Read", "ReadAsync", "ReadBlock", "ReadBlockAsync"]);

/** Methods that fill their receiver with what they are given, for receivers of these types only. */
export const TYPED_MUTATORS: Readonly<Record<string, RegExp>> = {
  // .NET's XmlDocument holds the document it loads.
  Load: /(^|\.)Xml(Data)?Document$/,
  LoadXml: /(^|\.)Xml(Data)?Document$/,
};

/** `map.put(k, v)`: writes the value at a key. */
export const COLLECTION_PUT: ReadonlySet<string> = new Set([
  "put",
  "set",
  "setdefault",
  "putIfAbsent",
  "setProperty",
  "setAttribute",
]);

/** `map.get(k)`: reads the value at a key (a second argument is a default). */
export const COLLECTION_GET: ReadonlySet<string> = new Set([
  "get",
  "getOrDefault",
  "getProperty",
  "getAttribute",
  "elementAt",
  "pop",
  "getFirst",
]);

/** Methods that call a function value (Java's functional interfaces, JavaScript's `call`). */
export const INVOKERS: ReadonlySet<string> = new Set([
  "get",
  "apply",
  "call",
  "accept",
  "test",
  "run",
  "invoke",
  "getAsInt",
  "getAsLong",
  "getAsDouble",
  "getAsBoolean",
  "applyAsInt",
  "applyAsLong",
  "applyAsDouble",
]);

/** Constructed without arguments, these types start as an empty list tracked slot by slot. */
export const EMPTY_LIST_TYPE = /(List|Array|Vector|Deque|Queue|Stack)$/;

/** Constructed without arguments, these types start as an empty map tracked key by key. */
export const EMPTY_MAP_TYPE = /(Map|Hashtable|Properties|Dictionary)$/;

/** Declared types whose `add`/`append`/`push` adds one element (not text, as a builder's does). */
export const LIST_TYPE = /List|Array|Vector|Deque|Queue|Set/;

/** Types named like these append text, even when their name also says list or array. */
export const TEXT_BUILDER_TYPES: readonly string[] = ["Builder", "Buffer"];

/** Library methods whose result is text when any input is (`toString`, `substr`, `format`, `join`). */
export const STRING_RESULT_METHOD =
  /^(to|substr|trim|concat|format|replace|join|strip|lower|upper|decode|encode|split|slice)/i;

/** `list.add(x)`, `list.append(x)`, `arr.push(x)`: one more element (at a position with `add(i, x)`). */
export const LIST_APPENDERS: ReadonlySet<string> = new Set(["add", "append", "push"]);

/** Methods that empty their receiver. */
export const CLEARERS: ReadonlySet<string> = new Set(["clear", "removeAll"]);
