import type { CallEvent, Hit } from "../types";

/**
 * Shared by the Secure and HttpOnly cookie rules: finds the cookie a call sets and whether the
 * given flag is on. Java tracks `setSecure(true)` calls on the cookie object; Express, Flask and
 * PHP pass the flags as options.
 */
export function cookieFlagMissing(call: CallEvent, flag: "secure" | "httponly"): Hit | undefined {
  const { name } = call.key;
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
  if (name === "set_cookie" && call.key.hasReceiver) {
    const v = call.keywords.get(flag);
    if (v?.constant?.value === true) return undefined;
    if (v && !v.constant) return undefined;
    return { span: call.span };
  }
  if (name === "setcookie" && !call.key.hasReceiver) {
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
  return undefined;
}
