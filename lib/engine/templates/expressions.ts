import type { Dialect } from "./dialects";

/**
 * What a template expression is, read from its text: whether it names a variable at all (a
 * constant or a helper called with constants renders nothing an attacker chose), and its base
 * value without the filters and the unescaping wrapper around it.
 */

const STRING = /(["'])(?:\\.|(?!\1)[^\\\n])*\1|`[^`$]*`/g;
const WORDS_NOT_VARIABLES =
  /\b(Q|true|false|nil|null|None|True|False|undefined|this|and|or|not|in|is|if|else|new)\b/g;

export function hasVariable(expr: string, dialect: Dialect): boolean {
  // A method of a literal (`"<b>x</b>".html_safe`) is as constant as the literal.
  let e = expr.replace(STRING, " Q ").replace(/Q\s*(\.[A-Za-z_]\w*[?!]?)+(?!\s*\()/g, "Q");
  if (dialect.filters) e = e.replace(/\|\s*[A-Za-z_]\w*(\s*:\s*Q)?/g, " ");
  e = e
    .replace(/\b\d+(\.\d+)?\b/g, " ")
    // Keyword arguments (`filename='x'`, `name: 'x'`) name a parameter, not a value.
    .replace(/[A-Za-z_$][\w$]*\s*(=(?![=>])|:(?!:))/g, " ")
    // Functions and static methods called (`url_for(`, `Html.Raw(`, `Form::text(`); a method of a
    // value (`request.args.get(`, `$request->input(`) keeps its receiver, a variable.
    .replace(/(?<![\w.$@>:])(?:[A-Z]\w*(?:(?:\.|::)[A-Za-z_]\w*)*|[A-Za-z_]\w*)\s*(?=\()/g, " ")
    // A helper called without parentheses on constants (`include 'x'`, `t '.title'`).
    .replace(/^\s*[A-Za-z_][\w.-]*\s+(?=Q)/, " ");
  return /[A-Za-z_$@]/.test(e.replace(WORDS_NOT_VARIABLES, " "));
}

/**
 * The value written, without its filters (`x|safe` → `x`) and unescaping forms (`raw x` → `x`,
 * `x.html_safe` → `x`).
 */
export function baseOf(expr: string, dialect: Dialect): string {
  let e = expr;
  if (dialect.filters) e = e.split(/\|(?!\|)/)[0] ?? e;
  if (dialect.rawWhen) e = e.replace(new RegExp(dialect.rawWhen.source, "g"), " ");
  return e.replace(/^[\s(]+/, "");
}

/**
 * The second argument of a link helper (`link_to "Home", @url`), when it is a plain value rather
 * than a literal or a route helper.
 */
export function linkTarget(expr: string, dialect: Dialect): string | undefined {
  const call = dialect.linkCall?.exec(expr);
  if (!call) return undefined;
  const args = splitArguments(expr.slice(call[0].length));
  const target = args[1]?.trim();
  if (!target || /^["'/:]/.test(target) || dialect.urlHelpers.test(target)) return undefined;
  return /^[@$]?[A-Za-z_][\w.]*(\[[^\]]+\])?$/.test(target) ? target : undefined;
}

/** Top-level comma-separated arguments. */
function splitArguments(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = "";
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (c === '"' || c === "'") {
      const close = text.indexOf(c, i + 1);
      const end = close === -1 ? text.length : close;
      current += text.slice(i, end + 1);
      i = end;
      continue;
    }
    if ("([{".includes(c)) depth++;
    else if (")]}".includes(c)) depth--;
    if (c === "," && depth === 0) {
      out.push(current);
      current = "";
    } else current += c;
  }
  out.push(current);
  return out;
}

/** Request input read in a template (a query or form parameter): a URL its sender chose. */
const REQUEST_INPUT =
  /\b(request\.(GET|POST|args|form|values|query_params|params)|params\s*\[|params\.|req\.(query|params|body)|query\.|Request\.(Query|Form|Params)|\$_(GET|POST|REQUEST)|request\(\)->(input|query|get))/;

/**
 * Names of URLs that users enter or that arrive with a request (a website, a link, a redirect
 * target), which an attacker may set to `javascript:`. URLs the application builds (`*_url`,
 * `get_absolute_url`, route helpers) are not among them.
 */
const USER_URL_NAME =
  /^(link|href|website|web_site|homepage|home_page|redirect|redirect_to|redirect_url|return_to|return_url|next|callback_url)$/i;

/** Whether a link target is a URL a user chose: request input (medium) or a user URL by name (low). */
export function userUrl(value: string): "medium" | "low" | undefined {
  if (REQUEST_INPUT.test(value)) return "medium";
  const last = lastName(value);
  return last && USER_URL_NAME.test(last) ? "low" : undefined;
}

/** The last name of a value (`user.bio` → `bio`, `$page->html()` → `html`), without its filters. */
function lastName(value: string): string | undefined {
  return /([A-Za-z_]\w*)[\s()\]]*$/.exec(value.replace(/\|.*$/, ""))?.[1];
}

/** A value named as markup (`body_html`, `descriptionHtml()`, `renderedHTML`). */
export function htmlByName(value: string): boolean {
  return /html/i.test(lastName(value) ?? "") && !REQUEST_INPUT.test(value);
}

/**
 * Names of values the server makes for itself: its own base URL or path (`serverURL`, `base_url`),
 * a CSRF token, a script nonce, its version. Written raw, they hold no markup a user chose.
 */
const SERVER_VALUE_NAME =
  /^((server|base|site|root|app|static|assets?|cdn)_?(url|uri|path)|url_?path|csrf_?token|(csp_?|script_?)?nonce|(app_?)?version)$/i;

export function serverValueByName(value: string): boolean {
  if (REQUEST_INPUT.test(value)) return false;
  const last = lastName(value);
  return last !== undefined && SERVER_VALUE_NAME.test(last);
}

/** Names of numbers and flags (`user.id`, `page`, `total_count`, `is_admin`), not of request input. */
const NUMBER_NAME =
  /^(id|\w+_id|\w+Id|count|\w+_count|\w+Count|total|page|size|index|num|limit|offset|length|width|height|year|(is|has)_?\w+|enabled|debug)$/;

export function numberByName(value: string): boolean {
  if (REQUEST_INPUT.test(value)) return false;
  const last = lastName(value);
  return last !== undefined && NUMBER_NAME.test(last);
}
