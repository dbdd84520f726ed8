import type { TemplateDialectId } from "../languages/templates";

/**
 * What each template language writes escaped and unescaped, as data: the one analysis in
 * `templates/analyze.ts` reads it for every language.
 */

export type SegmentKind = "escaped" | "raw" | "code" | "comment" | "tag" | "literal";

export interface Delimiter {
  open: string;
  close: string;
  kind: SegmentKind;
}

export interface Dialect {
  id: TemplateDialectId;
  /** The name users know the language by, for messages. */
  name: string;
  /**
   * An element named with a capital is a component (Blazor's `<EditForm OnValidSubmit="@Save">`):
   * its attributes are values the component receives, not HTML the browser reads.
   */
  components?: boolean;
  /** Longest opener first where one is the start of another (`<%==` before `<%=`). */
  delimiters: readonly Delimiter[];
  /** Regions copied as text, never evaluated (`{% raw %}`, `@verbatim`). */
  verbatim?: readonly [RegExp, RegExp];
  /** An escaped output whose expression matches is written unescaped (`|safe`, `raw x`, `Html.Raw(x)`). */
  rawWhen?: RegExp;
  /** The output is HTML-escaped or sanitised by the expression itself (`|escape`, `h(x)`, `e($x)`). */
  escapers: RegExp;
  /** The output is safe inside a script too: JSON encoders that escape `<`, JavaScript escapers, numbers. */
  scriptEscapers: RegExp;
  /** Helpers that build a URL of the application (route helpers), safe as an href. */
  urlHelpers: RegExp;
  /** Statement tags that turn auto-escaping off, back on (or force it), and end such a block. */
  escapeOff?: RegExp;
  escapeOn?: RegExp;
  escapeEnd?: RegExp;
  /** Calls and helpers whose output is a rendered template or HTML built safely (`include`, `render`). */
  safeCalls?: RegExp;
  /** Attributes whose value is an expression written as HTML (Vue's `v-html`). */
  rawAttributes?: readonly string[];
  /** Attributes bound to an expression; the group is the attribute set (Vue's `:href`). */
  boundAttribute?: RegExp;
  /** A call taking a link target as its second argument (`link_to text, url`). */
  linkCall?: RegExp;
  /** Filter syntax (`x | f`): filter names are not variables. */
  filters?: boolean;
}

/** Jinja, Django, Nunjucks and Twig share their tags and filters. */
const JINJA_DELIMITERS: Delimiter[] = [
  { open: "{#", close: "#}", kind: "comment" },
  { open: "{%", close: "%}", kind: "tag" },
  { open: "{{", close: "}}", kind: "escaped" },
];

const NUMBERS = "int|float|length|count|wordcount|filesizeformat|abs|round|floatformat|add|date|time";

const JINJA: Dialect = {
  id: "jinja",
  name: "Jinja/Django",
  // Mustache-style triple braces appear in shared HTML templates and are never Jinja syntax.
  delimiters: [
    JINJA_DELIMITERS[0] as Delimiter,
    JINJA_DELIMITERS[1] as Delimiter,
    { open: "{{{", close: "}}}", kind: "raw" },
    JINJA_DELIMITERS[2] as Delimiter,
  ],
  verbatim: [/\{%-?\s*(raw|verbatim)\s*-?%\}/g, /\{%-?\s*end(raw|verbatim)\s*-?%\}/g],
  rawWhen: /\|\s*(safe|safeseq)\b/,
  escapers:
    /\|\s*(e|escape|force_escape|urlencode|striptags\s*\|\s*e|tojson|json_script|bleach|sanitize|clean)\b/,
  scriptEscapers: new RegExp(`\\|\\s*(tojson|json_script|escapejs|${NUMBERS})\\b`),
  urlHelpers: /^\s*(url_for|url|static|reverse)\s*\(/,
  escapeOff: /^-?\s*autoescape\s+(off|false)\b/,
  escapeOn: /^-?\s*(autoescape(\s+(on|true))?\s*-?$|filter\s+(force_escape|escape|e)\b)/,
  escapeEnd: /^-?\s*end(autoescape|filter)\b/,
  filters: true,
};

const TWIG: Dialect = {
  ...JINJA,
  id: "twig",
  name: "Twig",
  delimiters: JINJA_DELIMITERS,
  rawWhen: /\|\s*raw\b/,
  escapers: /\|\s*(e|escape|url_encode|striptags\s*\|\s*e|purify|sanitize_html)\b/,
  scriptEscapers: /\|\s*(e|escape)\s*\(\s*['"]js['"]|\|\s*(length|abs|round|date|number_format)\b/,
  urlHelpers: /^\s*(path|url|asset|absolute_url)\s*\(/,
  escapeOff: /^-?\s*autoescape\s+false\b/,
  escapeOn: /^-?\s*(autoescape\b(?!\s+false)|filter\s+(e|escape)\b)/,
  safeCalls: /^\s*(include|form_\w+|render|dump)\s*\(/,
};

const ERB: Dialect = {
  id: "erb",
  name: "ERB",
  delimiters: [
    { open: "<%%", close: "%>", kind: "literal" },
    { open: "<%#", close: "%>", kind: "comment" },
    { open: "<%==", close: "%>", kind: "raw" },
    { open: "<%=", close: "%>", kind: "escaped" },
    { open: "<%", close: "%>", kind: "code" },
  ],
  rawWhen: /^\s*raw\b|\braw\s*\(|\.html_safe\b|^\s*safe_join\b/,
  escapers: /\b(h|html_escape|ERB::Util\.h|sanitize|strip_tags|escape_once|json_escape)\b/,
  scriptEscapers: /\b(j|escape_javascript|json_escape)\b|\.to_json\b|\.(to_i|to_f|count|size|length|id)\s*$/,
  urlHelpers: /^\s*(\w+_(path|url)|url_for|asset_path|image_path)\b/,
  safeCalls: /^\s*(render|yield|content_for|javascript_include_tag|stylesheet_link_tag|csrf_meta_tags?|t)\b/,
  linkCall: /^\s*link_to\b\s*\(?/,
};

const EJS: Dialect = {
  id: "ejs",
  name: "EJS",
  delimiters: [
    { open: "<%%", close: "%>", kind: "literal" },
    { open: "<%#", close: "%>", kind: "comment" },
    { open: "<%-", close: "%>", kind: "raw" },
    { open: "<%=", close: "%>", kind: "escaped" },
    { open: "<%", close: "%>", kind: "code" },
  ],
  escapers: /\b(escape|escapeHtml|encodeURIComponent|sanitize|sanitizeHtml|DOMPurify\.sanitize|xss)\s*\(/,
  scriptEscapers:
    /\bJSON\.stringify\s*\(.*\)\s*\.replace\s*\(|\b(serialize|jsesc|Number|parseInt|parseFloat)\s*\(/,
  urlHelpers: /^\s*(url|urlFor|asset)\s*\(/,
  safeCalls: /^\s*include\b/,
};

const BLADE: Dialect = {
  id: "blade",
  name: "Blade",
  delimiters: [
    { open: "{{--", close: "--}}", kind: "comment" },
    { open: "@{{", close: "}}", kind: "literal" },
    { open: "{!!", close: "!!}", kind: "raw" },
    { open: "{{", close: "}}", kind: "escaped" },
    { open: "<?php", close: "?>", kind: "code" },
  ],
  verbatim: [/@verbatim\b/g, /@endverbatim\b/g],
  escapers: /\b(e|htmlspecialchars|htmlentities|strip_tags|clean|Purifier::clean|purify)\s*\(/,
  scriptEscapers: /@json\b|\bjson_encode\s*\([^)]*JSON_HEX_TAG|\b(intval|floatval|count)\s*\(|\(int\)/,
  urlHelpers: /^\s*(route|url|action|asset|secure_url|secure_asset)\s*\(/,
  safeCalls:
    /^\s*(csrf_field|method_field|Form::|Html::|\$\w+->(links|render)\s*\(|view\s*\(|\$__env->make|vite\s*\()/,
};

const HANDLEBARS: Dialect = {
  id: "handlebars",
  name: "Handlebars/Mustache",
  delimiters: [
    { open: "{{!--", close: "--}}", kind: "comment" },
    { open: "{{!", close: "}}", kind: "comment" },
    { open: "{{{", close: "}}}", kind: "raw" },
    { open: "{{&", close: "}}", kind: "raw" },
    { open: "{{#", close: "}}", kind: "tag" },
    { open: "{{/", close: "}}", kind: "tag" },
    { open: "{{^", close: "}}", kind: "tag" },
    { open: "{{>", close: "}}", kind: "tag" },
    { open: "{{", close: "}}", kind: "escaped" },
  ],
  escapers: /^\s*(escape|escapeExpression|sanitize|purify)\b/,
  scriptEscapers: /^\s*(json|toJSON|jsonStringify|escapeJs)\b/,
  urlHelpers: /^\s*(url|urlFor|asset|route|link-to)\b/,
  safeCalls: /^\s*(else|partial|block|yield|outlet|include)\b/,
};

const PUG: Dialect = {
  ...EJS,
  id: "pug",
  name: "Pug",
  // Pug's outputs are found by `templates/pug.ts`.
  delimiters: [],
  urlHelpers: /^\s*(url|urlFor|asset|path)\s*\(/,
  safeCalls: undefined,
};

const VUE: Dialect = {
  id: "vue",
  name: "Vue",
  delimiters: [
    { open: "<!--", close: "-->", kind: "comment" },
    { open: "{{", close: "}}", kind: "escaped" },
  ],
  escapers: /\b(escape|escapeHtml|sanitize|sanitizeHtml|DOMPurify\.sanitize|purify|xss)\s*\(|\$sanitize\s*\(/,
  scriptEscapers: /$^/,
  urlHelpers: /$^/,
  rawAttributes: ["v-html"],
  boundAttribute: /^(?::|v-bind:)([\w:-]+)$/,
};

const SVELTE: Dialect = {
  ...VUE,
  id: "svelte",
  name: "Svelte",
  // Only `{@html}` is read: the component's script and its `{expression}` outputs are escaped.
  delimiters: [
    { open: "<!--", close: "-->", kind: "comment" },
    { open: "{@html", close: "}", kind: "raw" },
  ],
  rawAttributes: undefined,
  boundAttribute: undefined,
};

const RAZOR: Dialect = {
  id: "razor",
  name: "Razor",
  components: true,
  // Razor's `@` expressions are found by `templates/razor.ts`.
  delimiters: [],
  rawWhen:
    /^\s*(Html\.Raw\s*\(|\(?\s*new\s+(Microsoft\.AspNetCore\.Html\.)?(Mvc)?HtmlString\s*\(|MvcHtmlString\.Create\s*\(|\(\s*MarkupString\s*\))/,
  escapers: /\b(HtmlEncode|Html\.Encode|Encoder\.Encode|Sanitize|SanitizeHtml)\s*\(/,
  scriptEscapers:
    /\b(JavaScriptStringEncode|JavaScriptEncoder\.\w+\.Encode|Json\.Serialize|JsonSerializer\.Serialize)\s*\(|\.(Id|Count|Length)\s*$/,
  urlHelpers: /^\s*(Url\.\w+|Href|Html\.(ActionLink|RouteLink))\s*\(/,
  safeCalls:
    /^\s*(await\s+)?(Html\.(?!Raw\b)\w+|RenderBody|RenderSection|RenderPage|Component\.InvokeAsync)\b/,
};

/** The application's path in a JSP page, in EL or in Java. */
const JSP_CONTEXT_PATH = String.raw`(pageContext\.request\.contextPath|request\.getContextPath\s*\()`;

/**
 * JSP writes its expressions as they are: `<%= expr %>`, and EL (`${param.q}`) in the page's text.
 * A custom tag's attributes (`<c:out value="${x}"/>`, which escapes, `<c:if test="${…}">`) are
 * values the tag receives, as a component's are (JSP 2.3, JSTL 1.2).
 */
const JSP: Dialect = {
  id: "jsp",
  name: "JSP",
  components: true,
  delimiters: [
    { open: "<%--", close: "--%>", kind: "comment" },
    { open: "<%=", close: "%>", kind: "raw" },
    { open: "<%", close: "%>", kind: "code" },
    { open: "${", close: "}", kind: "raw" },
    { open: "#{", close: "}", kind: "raw" },
  ],
  escapers:
    /\b(fn:escapeXml|escapeXml|escapeHtml[34]?|htmlEscape\w*|encodeForHTML(Attribute)?|forHtml\w*)\s*\(/,
  scriptEscapers: /\b(encodeForJavaScript|forJavaScript\w*|escapeEcmaScript|parseInt|parseLong)\s*\(/,
  urlHelpers: new RegExp(`^\\s*${JSP_CONTEXT_PATH}`),
  // The application's own path, which the server sets.
  safeCalls: new RegExp(`^\\s*${JSP_CONTEXT_PATH}\\s*$`),
};

export const DIALECTS: Record<TemplateDialectId, Dialect> = {
  jsp: JSP,
  erb: ERB,
  ejs: EJS,
  jinja: JINJA,
  twig: TWIG,
  blade: BLADE,
  razor: RAZOR,
  handlebars: HANDLEBARS,
  pug: PUG,
  vue: VUE,
  svelte: SVELTE,
};
