import type { Val } from "../../../dataflow/values";
import type { Expr } from "../../../ir/ir";
import type { CallEvent, Hit, HookContext, ObjectEvent } from "../../types";

/**
 * The literal text of a value built from literals and input (`"id=" + v + "; Secure"`, a template
 * or f-string), with the input left out; undefined when no part of it is literal.
 */
function literalText(e: Expr): string | undefined {
  if (e.kind === "lit") return typeof e.value === "string" ? e.value : undefined;
  const parts =
    e.kind === "binary" && (e.op === "+" || e.op === "%")
      ? [e.left, e.right]
      : e.kind === "template"
        ? e.parts
        : undefined;
  if (!parts) return undefined;
  const texts = parts.map(literalText);
  return texts.some((t) => t !== undefined) ? texts.map((t) => t ?? "").join("") : undefined;
}

/** A `Set-Cookie` header written by hand: its attributes are in its text. */
function headerCookie(call: CallEvent, flag: "secure" | "httponly"): Hit | undefined {
  const { name } = call.key;
  const header =
    /^(addHeader|setHeader|header|set|append)$/.test(name) ||
    (name === "add" && call.key.receiverName === "headers");
  const nameArg = call.argExprs[0];
  const named =
    String(call.args[0]?.constant?.value ?? "").toLowerCase() === "set-cookie" ||
    (nameArg?.kind === "member" && nameArg.property === "SET_COOKIE");
  if (!header || !named || !call.argExprs[1]) return undefined;
  const text = literalText(call.argExprs[1]);
  if (text === undefined || !text.includes("=")) return undefined;
  return new RegExp(`;\\s*${flag}\\b`, "i").test(text) ? undefined : { span: call.span };
}

/**
 * A cookie (or its options) built in view: a .NET `HttpCookie`/`CookieOptions` or a Ruby hash.
 * Returns whether the flag is on, or undefined when the value came from elsewhere.
 */
function flagOn(v: Val | undefined, key: string, builtTypes: RegExp): boolean | undefined {
  if (!v) return undefined;
  const set = v.keys?.get(key);
  if (set) return set.constant?.value === true ? true : set.constant === undefined ? undefined : false;
  return v.keys || (v.type && builtTypes.test(v.type)) ? false : undefined;
}

type Flag = "secure" | "httponly";

const missing = (call: CallEvent): Hit => ({ span: call.span });

/** The flag's name in .NET and Go (`Secure`, `HttpOnly`). */
const pascal = (flag: Flag) => (flag === "secure" ? "Secure" : "HttpOnly");

/** A flag passed as an argument: missing unless true, or a value not known here. */
function flagArg(call: CallEvent, v: Val | undefined): Hit | undefined {
  return v?.constant?.value === true || (v && !v.constant) ? undefined : missing(call);
}

/** A flag passed as a keyword (or in a mapping spread as `**options`, which may set it). */
function keywordFlag(call: CallEvent, flag: Flag): Hit | undefined {
  const spread = call.keywords.get("**");
  const v = call.keywords.get(flag) ?? spread?.keys?.get(flag);
  if (v?.constant?.value === true || (v && !v.constant) || (spread && !spread.keys)) return undefined;
  return missing(call);
}

/** Java's `addCookie(cookie)`: the flag is on when `setSecure(true)`/`setHttpOnly(true)` was called on the cookie. */
function addCookie(call: CallEvent, flag: Flag): Hit | undefined {
  const cookie = call.args[0];
  if (!cookie?.facts) return undefined;
  const setter = flag === "secure" ? "setSecure" : "setHttpOnly";
  return cookie.facts.has(`${setter}(true)`) ? undefined : missing(call);
}

/** Express's `res.cookie(name, value, options)`: options not built in view may set the flag. */
function expressCookie(call: CallEvent, flag: Flag): Hit | undefined {
  const options = call.args[2];
  const v = options?.keys?.get(flag === "secure" ? "secure" : "httpOnly");
  if (v?.constant?.value === true) return undefined;
  if (options && !options.keys && !options.constant) return undefined;
  return missing(call);
}

/** Go: http.SetCookie(w, &http.Cookie{...}), echo's c.SetCookie(cookie) and gin's c.SetCookie(name, value, maxAge, path, domain, secure, httpOnly). */
function goSetCookie(call: CallEvent, flag: Flag): Hit | undefined {
  if (call.args.length >= 7) return flagArg(call, call.args[flag === "secure" ? 5 : 6]);
  const on = flagOn(call.args[call.args.length - 1], pascal(flag), /^Cookie$/);
  return on === false ? missing(call) : undefined;
}

/** PHP's `setcookie(name, value, expires, path, domain, secure, httponly)`, or with an options array, or named arguments. */
function phpSetcookie(call: CallEvent, flag: Flag): Hit | undefined {
  const named = call.keywords.get(flag);
  if (named) return named.constant?.value === true || !named.constant ? undefined : missing(call);
  const options = call.args[2];
  if (options?.keys) {
    const v = [...options.keys.entries()].find(([k]) => k.toLowerCase() === flag)?.[1];
    return v?.constant?.value === true ? undefined : missing(call);
  }
  return flagArg(call, call.args[flag === "secure" ? 5 : 6]);
}

/** ASP.NET Core: Response.Cookies.Append(name, value[, options]); the defaults are neither flag. */
function aspNetCoreAppend(call: CallEvent, flag: Flag): Hit | undefined {
  if (call.args.length < 3) return missing(call);
  return flagOn(call.args[2], pascal(flag), /^CookieOptions$/) === false ? missing(call) : undefined;
}

/** A response's set_cookie(key, value, …); a cookie jar's set_cookie(cookie) stores a cookie received. */
function isResponseCookie(call: CallEvent): boolean {
  const { name } = call.key;
  if ((name !== "set_cookie" && name !== "set_signed_cookie") || !call.key.hasReceiver) return false;
  return (
    call.args.length >= 2 || call.keywords.has("value") || typeof call.args[0]?.constant?.value === "string"
  );
}

/** The calls that set a cookie, each with how it says whether the flag is on; the first that matches counts. */
const COOKIE_CALLS: Array<
  [(call: CallEvent, flag: Flag) => boolean, (call: CallEvent, flag: Flag) => Hit | undefined]
> = [
  // Spring's ResponseCookie builder: `.secure(false)` in the chain.
  [
    (call, flag) =>
      call.receiver?.type === "ResponseCookieBuilder" &&
      call.key.name === (flag === "secure" ? "secure" : "httpOnly"),
    (call) => (call.args[0]?.constant?.value === false ? missing(call) : undefined),
  ],
  [(call) => call.key.name === "addCookie", addCookie],
  [
    ({ key }) =>
      key.name === "cookie" &&
      key.hasReceiver &&
      /^(res|resp|response|reply|ctx)$/.test(key.receiverName ?? ""),
    expressCookie,
  ],
  [({ key }) => key.name === "SetCookie" && key.hasReceiver, goSetCookie],
  [isResponseCookie, keywordFlag],
  [({ key }) => (key.name === "setcookie" || key.name === "setrawcookie") && !key.hasReceiver, phpSetcookie],
  [({ key }) => key.name === "Append" && key.receiverName === "Cookies", aspNetCoreAppend],
  // ASP.NET: Response.Cookies.Add(cookie), Response.SetCookie(cookie), Response.AppendCookie(cookie).
  [
    ({ key }) =>
      (key.name === "Add" && key.receiverName === "Cookies") ||
      ((key.name === "SetCookie" || key.name === "AppendCookie") && key.receiverName === "Response"),
    (call, flag) =>
      flagOn(call.args[0], pascal(flag), /^HttpCookie$/) === false ? missing(call) : undefined,
  ],
  // Pyramid's auth ticket cookie: both flags are off unless passed as true (or spread from a mapping).
  [
    ({ key }) => key.name === "AuthTktCookieHelper" || key.name === "AuthTktAuthenticationPolicy",
    keywordFlag,
  ],
  // Rails: `config.session_store :cookie_store, httponly: false` turns off a flag of the session
  // cookie; a flag left out keeps Rails' default.
  [
    ({ key }) => key.name === "session_store" && key.hasReceiver,
    (call, flag) => (call.keywords.get(flag)?.constant?.value === false ? missing(call) : undefined),
  ],
  // Rails: cookies[:name] = { value: …, secure: true, httponly: true } (lowered as a `[]=` call).
  [
    ({ key }) => key.name === "[]=" && /^(cookies|signed|permanent|encrypted)$/.test(key.receiverName ?? ""),
    (call, flag) => {
      const value = call.args[1];
      if (!value?.keys) return undefined;
      return flagOn(value, flag, /^$/) === false ? missing(call) : undefined;
    },
  ],
];

/**
 * Shared by the Secure and HttpOnly cookie rules: finds the cookie a call sets and whether the
 * given flag is on. Java tracks `setSecure(true)` calls on the cookie object; Express, Flask and
 * PHP pass the flags as options.
 */
export function cookieFlagMissing(call: CallEvent, flag: Flag): Hit | undefined {
  const header = headerCookie(call, flag);
  if (header) return header;
  const found = COOKIE_CALLS.find(([matches]) => matches(call, flag));
  return found?.[1](call, flag);
}

/** Keys only a cookie's options have, so that other `Options` structs (a database's) are left alone. */
const COOKIE_OPTION_KEYS = ["Path", "Domain", "MaxAge", "HttpOnly", "Secure", "SameSite"];

/**
 * Laravel's `config/session.php` array (known by its `cookie`, `lifetime` and `expire_on_close`
 * entries): the session cookie's flags are its `secure` and `http_only` entries. Laravel sends the
 * cookie without Secure when `secure` is left out, and keeps HttpOnly on when `http_only` is.
 */
function laravelSessionConfig(object: ObjectEvent, flag: "secure" | "httponly"): Hit | undefined {
  const { props } = object;
  if (!props.has("cookie") || !props.has("lifetime") || !props.has("expire_on_close")) return undefined;
  const key = flag === "secure" ? "secure" : "http_only";
  const set = props.get(key);
  if (set ? set.constant?.value !== false : flag !== "secure") return undefined;
  // Reported where the session cookie is named: a flag left out has no line of its own.
  const cookie = object.propExprs.find((p) => p.key === "cookie");
  return {
    span: cookie?.value.span ?? object.span,
    message: `The session configuration sends the session cookie without ${flag === "secure" ? "Secure" : "HttpOnly"} ('${key}' is ${set ? "false" : "not set"}).`,
  };
}

/**
 * Go's gorilla/sessions: `session.Options = &sessions.Options{...}` sets the session cookie's
 * attributes, and a flag left out is off. Laravel: the session configuration array.
 */
export function sessionOptionsFlagMissing(
  object: ObjectEvent,
  ctx: HookContext,
  flag: "secure" | "httponly",
): Hit | undefined {
  if (ctx.language === "php") return laravelSessionConfig(object, flag);
  if (ctx.language !== "go" || object.type !== "Options") return undefined;
  if (!COOKIE_OPTION_KEYS.some((k) => object.props.has(k))) return undefined;
  const set = object.props.get(flag === "secure" ? "Secure" : "HttpOnly");
  if (set && set.constant?.value !== false) return undefined;
  return {
    span: object.span,
    message: `The session cookie's options leave ${flag === "secure" ? "Secure" : "HttpOnly"} off.`,
  };
}
