import type { EntryPointModel, LanguageModel } from "../types";

/** JSPWiki's plugin interfaces: the current `org.apache.wiki.api.plugin`, the older packages. */
const PLUGIN_IMPORTS =
  /^(org\.apache\.wiki\.api\.plugin|org\.apache\.wiki\.plugin|com\.ecyrd\.jspwiki\.plugin)\./;

/**
 * A JSPWiki plugin's `execute(context, params)` runs on the parameters any page author writes in
 * the markup (`[{CurrentTimePlugin format='…'}]`), and what it returns is inserted into the page
 * verbatim (JSPWiki's documentation, "JSPWikiPlugins"). A class of a file importing the plugin API
 * that extends or implements a type (a plugin, or a project's base plugin) qualifies.
 */
export const jspwikiEntryPoints: EntryPointModel[] = [
  {
    kind: "method",
    names: /^execute$/,
    paramTypes: [/^(Context|WikiContext)$/, /^Map\b/],
    classes: [{ supers: /./ }],
    with: [],
    without: ["static"],
    imports: PLUGIN_IMPORTS,
    mark: "WikiPlugin",
  },
];

export const jspwikiModel: Partial<LanguageModel> = {
  sources: [
    {
      routeDecorators: /^WikiPlugin$/,
      // The rendering context is the wiki's own state, not the author's text.
      notInputTypes: /^(Context|WikiContext)$/,
      label: "a wiki plugin's parameters",
    },
  ],
  returnSinks: [{ decorators: /^WikiPlugin$/, kind: "xss", label: "the wiki page" }],
  // JSPWiki's own entity escaper (org.apache.wiki.util.TextUtil) replaces &, <, > and ".
  sanitizers: [{ calls: ["TextUtil#replaceEntities"], kinds: ["xss"] }],
};
