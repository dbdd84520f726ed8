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

/**
 * Shared by the Secure and HttpOnly cookie rules: finds the cookie a call sets and whether the
 * given flag is on. Java tracks `setSecure(true)` calls on the cookie object; Express, Flask and
 * PHP pass the flags as options.
 */
export function cookieFlagMissing(call: CallEvent, flag: "secure" | "httponly"): Hit | undefined {
  const { name } = call.key;
  const header = headerCookie(call, flag);
  if (header) return header;
  // Spring's ResponseCookie builder: `.secure(false)` in the chain.
  if (call.receiver?.type === "ResponseCookieBuilder" && name === (flag === "secure" ? "secure" : "httpOnly"))
    return call.args[0]?.constant?.value === false ? { span: call.span } : undefined;
  if (name === "addCookie") {
    const cookie = call.args[0];
    if (!cookie?.facts) return undefined;
    const setter = flag === "secure" ? "setSecure" : "setHttpOnly";
    if (cookie.facts.has(`${setter}(true)`)) return undefined;
    return { span: call.span };
  }
  if (
    name === "cookie" &&
    call.key.hasReceiver &&
    /^(res|resp|response|reply|ctx)$/.test(call.key.receiverName ?? "")
  ) {
    const options = call.args[2];
    const key = flag === "secure" ? "secure" : "httpOnly";
    const v = options?.keys?.get(key);
    if (v?.constant?.value === true) return undefined;
    if (options && !options.keys && !options.constant) return undefined;
    return { span: call.span };
  }
  // Go: http.SetCookie(w, &http.Cookie{...}), echo's c.SetCookie(cookie) and gin's
  // c.SetCookie(name, value, maxAge, path, domain, secure, httpOnly).
  if (name === "SetCookie" && call.key.hasReceiver) {
    if (call.args.length >= 7) {
      const v = call.args[flag === "secure" ? 5 : 6];
      return v?.constant?.value === true || (v && !v.constant) ? undefined : { span: call.span };
    }
    const on = flagOn(call.args[call.args.length - 1], flag === "secure" ? "Secure" : "HttpOnly", /^Cookie$/);
    return on === false ? { span: call.span } : undefined;
  }
  // A response's set_cookie(key, value, …); a cookie jar's set_cookie(cookie) stores a cookie received.
  const responseCookie =
    call.args.length >= 2 || call.keywords.has("value") || typeof call.args[0]?.constant?.value === "string";
  if ((name === "set_cookie" || name === "set_signed_cookie") && call.key.hasReceiver && responseCookie) {
    // Options spread from a mapping (`**cookie_flags`) set the flag when the mapping does, or may.
    const spread = call.keywords.get("**");
    const v = call.keywords.get(flag) ?? spread?.keys?.get(flag);
    if (v?.constant?.value === true) return undefined;
    if (v && !v.constant) return undefined;
    if (spread && !spread.keys) return undefined;
    return { span: call.span };
  }
  if ((name === "setcookie" || name === "setrawcookie") && !call.key.hasReceiver) {
    const named = call.keywords.get(flag);
    if (named) return named.constant?.value === true || !named.constant ? undefined : { span: call.span };
    const options = call.args[2];
    if (options?.keys) {
      const v = [...options.keys.entries()].find(([k]) => k.toLowerCase() === flag)?.[1];
      return v?.constant?.value === true ? undefined : { span: call.span };
    }
    const v = call.args[flag === "secure" ? 5 : 6];
    if (v?.constant?.value === true) return undefined;
    if (v && !v.constant) return undefined;
    return { span: call.span };
  }
  // ASP.NET Core: Response.Cookies.Append(name, value[, options]); the defaults are neither flag.
  if (name === "Append" && call.key.receiverName === "Cookies") {
    if (call.args.length < 3) return { span: call.span };
    const on = flagOn(call.args[2], flag === "secure" ? "Secure" : "HttpOnly", /^CookieOptions$/);
    return on === false ? { span: call.span } : undefined;
  }
  // ASP.NET: Response.Cookies.Add(cookie), Response.SetCookie(cookie), Response.AppendCookie(cookie).
  if (
    (name === "Add" && call.key.receiverName === "Cookies") ||
    ((name === "SetCookie" || name === "AppendCookie") && call.key.receiverName === "Response")
  ) {
    const on = flagOn(call.args[0], flag === "secure" ? "Secure" : "HttpOnly", /^HttpCookie$/);
    return on === false ? { span: call.span } : undefined;
  }
  // Pyramid's auth ticket cookie: both flags are off unless passed as true (or spread from a mapping).
  if (name === "AuthTktCookieHelper" || name === "AuthTktAuthenticationPolicy") {
    const spread = call.keywords.get("**");
    const v = call.keywords.get(flag) ?? spread?.keys?.get(flag);
    if (v?.constant?.value === true || (v && !v.constant) || (spread && !spread.keys)) return undefined;
    return { span: call.span };
  }
  // Rails: `config.session_store :cookie_store, httponly: false` turns off a flag of the session
  // cookie; a flag left out keeps Rails' default.
  if (name === "session_store" && call.key.hasReceiver) {
    return call.keywords.get(flag)?.constant?.value === false ? { span: call.span } : undefined;
  }
  // Rails: cookies[:name] = { value: …, secure: true, httponly: true } (lowered as a `[]=` call).
  if (name === "[]=" && /^(cookies|signed|permanent|encrypted)$/.test(call.key.receiverName ?? "")) {
    const value = call.args[1];
    if (!value?.keys) return undefined;
    return flagOn(value, flag, /^$/) === false ? { span: call.span } : undefined;
  }
  return undefined;
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
