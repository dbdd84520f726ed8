import type { LanguageModel } from "../types";

/**
 * The type of an lxml parser made with its default entity handling, which the XXE rule reads where
 * a document is parsed with it.
 */
export const LXML_RESOLVING_PARSER = "lxml.etree.ResolvingParser";

/**
 * lxml's `XMLParser` resolves entities unless told `resolve_entities=False` (before lxml 5.0 the
 * default, True, also loads external ones from files; lxml.de/api/lxml.etree.XMLParser-class.html,
 * lxml.de/5.0/changes-5.0.0.html). A parser given `resolve_entities` or `no_network=False` is
 * reported where it is made; one left at the default where it parses a document.
 */
export const lxmlModel: Partial<LanguageModel> = {
  sanitizers: [
    {
      calls: ["lxml.etree#XMLParser", "lxml.etree#XMLPullParser"],
      kinds: [],
      when: (c) => !c.keyword("resolve_entities") && c.keyword("no_network")?.constant !== false,
      returns: LXML_RESOLVING_PARSER,
    },
  ],
};
