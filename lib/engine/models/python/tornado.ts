import type { LanguageModel } from "../types";

/**
 * Tornado's request handlers read input through their own methods (`self.get_argument("q")`),
 * names no other library gives a method, and through `self.request`.
 */
export const tornadoModel: Partial<LanguageModel> = {
  sources: [
    {
      calls: [
        "get_argument",
        "get_arguments",
        "get_query_argument",
        "get_query_arguments",
        "get_body_argument",
        "get_body_arguments",
      ].map((m) => `*#${m}`),
      members: ["arguments", "query_arguments", "body_arguments", "uri", "query"].map((m) => `request.${m}`),
      label: "the Tornado request",
    },
  ],
};
