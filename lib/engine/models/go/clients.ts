import { on } from "../common/calls";
import type { LanguageModel } from "../types";
import { wholeArg } from "./arguments";

const VERBS = ["Get", "Post", "Put", "Delete", "Patch", "Head", "Options"];
const RESTY_SETTERS = [
  "SetHeader",
  "SetHeaders",
  "SetQueryParam",
  "SetQueryParams",
  "SetPathParam",
  "SetBody",
  "SetResult",
  "SetError",
  "SetContext",
  "SetFormData",
  "SetAuthToken",
];
const MONGO_FILTERED = [
  "Find",
  "FindOne",
  "FindOneAndUpdate",
  "FindOneAndDelete",
  "FindOneAndReplace",
  "UpdateOne",
  "UpdateMany",
  "DeleteOne",
  "DeleteMany",
  "CountDocuments",
  "Aggregate",
];
const ZEROLOG_LEVELS = ["Info", "Warn", "Error", "Debug", "Trace", "Fatal", "Panic", "Log"];
const ZEROLOG_FIELDS = ["Str", "Int", "Err", "Bool", "Interface", "Time", "Dur", "Caller", "Stack"];
const SUGARED = ["Info", "Warn", "Error", "Debug", "Fatal", "Panic"];

/**
 * A filter given as a whole value (a map decoded from the request body), not written as a `bson.M{…}`
 * literal: Go's typed strings in a literal cannot become query operators.
 */
const wholeFilter = wholeArg(1);

/** The names archive readers give an entry (`for _, f := range r.File`, `hdr, _ := tr.Next()`). */
const ENTRY_NAMES = ["f", "file", "zf", "entry", "header", "hdr", "h"];

/**
 * HTTP clients (resty, req, grequests), net/smtp, golang.org/x/crypto/ssh, go-git, go-redis,
 * mongo-go-driver, archive entries, crypto digests and loggers (zap, zerolog). References:
 * pkg.go.dev/github.com/go-resty/resty/v2, pkg.go.dev/github.com/imroc/req/v3,
 * pkg.go.dev/github.com/levigross/grequests, pkg.go.dev/golang.org/x/crypto/ssh,
 * pkg.go.dev/github.com/go-git/go-git/v5, pkg.go.dev/github.com/redis/go-redis/v9,
 * pkg.go.dev/go.mongodb.org/mongo-driver/mongo, pkg.go.dev/go.uber.org/zap,
 * pkg.go.dev/github.com/rs/zerolog.
 */
export const goClientsModel: Partial<LanguageModel> = {
  sources: [
    {
      // An entry's name is the archive's to choose: `../` in it climbs out (zip slip).
      members: ENTRY_NAMES.map((n) => `${n}.Name`),
      imports: /^archive\/(zip|tar)$/,
      label: "an archive entry's name",
    },
  ],
  sinks: [
    { calls: on(["resty.Request"], VERBS), kind: "ssrf", args: [0], label: "an outbound request" },
    { calls: ["resty.Request#Execute"], kind: "ssrf", args: [1], label: "an outbound request" },
    { calls: on(["req", "grequests"], VERBS), kind: "ssrf", args: [0], label: "an outbound request" },
    { calls: ["grequests#Req"], kind: "ssrf", args: [1], label: "an outbound request" },
    {
      calls: ["net/smtp#SendMail", "net/smtp#Dial"],
      kind: "ssrf",
      args: [0],
      label: "an outbound connection",
    },
    { calls: ["ssh#Dial"], kind: "ssrf", args: [1], label: "an outbound connection" },
    // The command runs in the remote user's shell.
    {
      calls: on(["Session"], ["Run", "Output", "CombinedOutput", "Start"]),
      kind: "command",
      args: [0],
      label: "a remote shell",
    },
    { calls: ["go-git#PlainClone"], kind: "path", args: [0], label: "a file path" },
    { calls: ["go-git#PlainClone"], kind: "ssrf", args: [2], label: "an outbound request" },
    {
      calls: on(["Client", "ClusterClient"], ["Eval", "EvalRO"]),
      kind: "code",
      args: [1],
      label: "a Redis Lua script",
    },
    {
      calls: on(["Collection"], MONGO_FILTERED),
      kind: "nosql",
      args: [1],
      when: wholeFilter,
      label: "a MongoDB query",
    },
    {
      calls: on(
        ["SugaredLogger"],
        SUGARED.flatMap((l) => [l, `${l}f`]),
      ),
      kind: "log",
      label: "a log entry",
    },
    // The `…w` variants take a message and key-value pairs the encoder quotes.
    {
      calls: on(
        ["SugaredLogger"],
        SUGARED.map((l) => `${l}w`),
      ),
      kind: "log",
      args: [0],
      label: "a log entry",
    },
    { calls: ["Event#Msg", "Event#Msgf"], kind: "log", label: "a log entry" },
  ],
  sanitizers: [
    // A digest or a random number prints as digits and letters only.
    { calls: ["crypto/md5#Sum", "crypto/sha1#Sum"], kinds: "all", returns: "WeakDigest" },
    { calls: ["crypto/sha256#Sum256", "crypto/sha512#Sum512"], kinds: "all" },
    {
      calls: on(["math/rand"], ["Int", "Intn", "Int63", "Int63n", "Int31n", "Float64", "Uint32"]),
      kinds: "all",
    },
  ],
  returnTypes: {
    "resty#New": "resty.Client",
    "resty.Client#R": "resty.Request",
    ...Object.fromEntries(RESTY_SETTERS.map((m) => [`resty.Request#${m}`, "resty.Request"])),
    "redis#NewClient": "Client",
    "redis#NewClusterClient": "ClusterClient",
    "Database#Collection": "Collection",
    "crypto/des#NewCipher": "des.Block",
    "crypto/des#NewTripleDESCipher": "des.Block",
    "crypto/rc4#NewCipher": "rc4.Cipher",
    "zap#L": "Logger",
    "zap#S": "SugaredLogger",
    "Logger#Sugar": "SugaredLogger",
    "zerolog#New": "Logger",
    ...Object.fromEntries(ZEROLOG_LEVELS.map((l) => [`zerolog/log#${l}`, "Event"])),
    ...Object.fromEntries(ZEROLOG_LEVELS.map((l) => [`Logger#${l}`, "Event"])),
    ...Object.fromEntries(ZEROLOG_FIELDS.map((f) => [`Event#${f}`, "Event"])),
  },
  typeHints: { Collection: /^(coll|collection|col)$/ },
};
