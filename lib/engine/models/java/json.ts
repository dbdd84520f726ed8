import { on } from "../common/calls";
import type { LanguageModel } from "../types";

/** Jackson's switches that make a mapper write and read the class name of each value. */
const DEFAULT_TYPING =
  /^(enableDefaultTyping|enableDefaultTypingAsProperty|activateDefaultTyping|activateDefaultTypingAsProperty)$/;

/** The same switches as written anywhere in the file (a mapper field configured in its class's initializer). */
const DEFAULT_TYPING_CALL =
  /\.(enableDefaultTyping|enableDefaultTypingAsProperty|activateDefaultTyping|activateDefaultTypingAsProperty)\(/;

/** Fastjson's global switch, made anywhere in the file (often a static initializer). */
const AUTOTYPE_ON = /setAutoTypeSupport\(\s*true\s*\)/;

/**
 * JSON readers that build whatever class the document names once told to (CodeQL's
 * UnsafeDeserialization for Jackson and Fastjson): a mapper with default typing enabled, and
 * Fastjson with autotype on globally or for the call (`Feature.SupportAutoType`). Without those
 * switches both build only the declared types.
 */
export const javaJsonModel: Partial<LanguageModel> = {
  // Gson writes <, >, &, = and ' as \u escapes unless its builder was told `disableHtmlEscaping`
  // (Gson's GsonBuilder documentation), so its JSON holds no markup.
  sanitizers: [{ calls: ["Gson#toJson"], kinds: ["xss"], when: (c) => !/disableHtmlEscaping/.test(c.file) }],
  sinks: [
    {
      calls: on(["ObjectMapper", "JsonMapper"], ["readValue", "readValues", "treeToValue", "convertValue"]),
      kind: "deserialization",
      args: [0],
      // A mapper made here says what it was told; one held elsewhere, what the file tells mappers.
      when: (c) =>
        c.receiverMade
          ? [...c.receiverFacts].some((f) => DEFAULT_TYPING.test(f))
          : DEFAULT_TYPING_CALL.test(c.file),
      label: "deserialization",
    },
    {
      calls: on(["JSON", "JSONObject", "JSONArray"], ["parse", "parseObject", "parseArray"]),
      kind: "deserialization",
      args: [0],
      when: (c) =>
        AUTOTYPE_ON.test(c.file) ||
        Array.from({ length: c.argCount }, (_, i) => c.arg(i)?.text ?? "").some((t) =>
          /SupportAutoType$/.test(t),
        ),
      label: "deserialization",
    },
  ],
};
