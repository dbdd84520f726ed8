import type { LanguageId } from "./ids";

/**
 * Template files are analysed as templates (no grammar: a tokenizer per template language), and
 * each belongs to the language of the project that renders it, so the public language list stays
 * as it is: ERB → ruby, Jinja and Django → python, Blade and Twig → php, Razor → csharp, EJS,
 * Handlebars, Mustache, Nunjucks, Pug, Vue and Svelte → javascript, JSP → java.
 */
export type TemplateDialectId =
  | "erb"
  | "ejs"
  | "jsp"
  | "jinja"
  | "twig"
  | "blade"
  | "razor"
  | "handlebars"
  | "pug"
  | "vue"
  | "svelte";

export interface TemplateKind {
  dialect: TemplateDialectId;
  language: LanguageId;
}

/** File name endings, tried in order (`.blade.php` before PHP's own `.php`). */
const BY_ENDING: Array<[RegExp, TemplateKind]> = [
  [/\.blade\.php$/, { dialect: "blade", language: "php" }],
  [/\.twig$/, { dialect: "twig", language: "php" }],
  // ERB renders HTML unless the name says another format (`.js.erb`, `.text.erb`, `.yml.erb`).
  [/(^|\/)[^/.]+(\.html?)?\.erb$|\.rhtml$/, { dialect: "erb", language: "ruby" }],
  [/\.(cshtml|razor)$/, { dialect: "razor", language: "csharp" }],
  [/\.(jsp|jspf|jspx)$/, { dialect: "jsp", language: "java" }],
  [/\.ejs$/, { dialect: "ejs", language: "javascript" }],
  [/\.(hbs|handlebars|mustache)$/, { dialect: "handlebars", language: "javascript" }],
  [/\.(njk|nunjucks)$/, { dialect: "jinja", language: "javascript" }],
  [/\.vue$/, { dialect: "vue", language: "javascript" }],
  [/\.svelte$/, { dialect: "svelte", language: "javascript" }],
  [/\.(pug|jade)$/, { dialect: "pug", language: "javascript" }],
  [/(^|\/)[^/.]+(\.html?)?\.(jinja2?|j2)$|\.djhtml$/, { dialect: "jinja", language: "python" }],
];

/** A folder of templates (`templates/`, `email_templates/`, `html-templates/`). */
const TEMPLATE_FOLDER = /(^|\/)[\w.-]*templates?\//i;
/** A Jinja or Django statement tag. */
const STATEMENT_TAG = /\{%-?\s*[a-z]+\b[^%]*%\}/;
/** Angular component templates look alike but are compiled and escaped by Angular. */
const ANGULAR = /\.component\.html$/i;
/**
 * Other engines' `.html` templates: Go's html/template (`{{ .Name }}`, `{{ end }}`), which escapes
 * by context, and Angular's (`*ngIf`, `(click)=`). Neither is read as Jinja.
 */
const NOT_JINJA =
  /\{\{-?\s*(\.[A-Za-z]|end\s*-?\}\}|range\s|define\s|template\s+"|with\s+\.)|\*ng[A-Z]|\[\(ngModel\)\]|\(click\)=/;
/** Handlebars blocks and partials (`{{#each}}`, `{{/if}}`, `{{> header}}`). */
const HANDLEBARS_BLOCK = /\{\{[#/>]/;
/** EJS outputs in an `.html` view (Express renders `.html` with EJS when told to). */
const EJS_OUTPUT = /<%[-=][^%]*%>/;

/**
 * The template language of a file, if it is a template. Plain `.html` files are Jinja/Django
 * templates (the python project's) when they sit in a templates folder or use statement tags;
 * without statement tags, EJS ones when they hold `<%= %>` outputs and Handlebars ones when they
 * use its blocks.
 */
export function templateFor(path: string, text?: string): TemplateKind | undefined {
  const lower = path.toLowerCase();
  for (const [ending, kind] of BY_ENDING) if (ending.test(lower)) return kind;
  if (!/\.html?$/.test(lower) || ANGULAR.test(lower)) return undefined;
  const tags = text !== undefined && STATEMENT_TAG.test(text);
  if (text !== undefined && !tags && EJS_OUTPUT.test(text)) return { dialect: "ejs", language: "javascript" };
  if (!TEMPLATE_FOLDER.test(lower) && !tags) return undefined;
  if (text !== undefined && NOT_JINJA.test(text)) return undefined;
  if (text !== undefined && !tags && HANDLEBARS_BLOCK.test(text))
    return { dialect: "handlebars", language: "javascript" };
  return { dialect: "jinja", language: "python" };
}
